import { callApi } from '@/api/client';
import type { BodyOf } from '@/api/contract/endpoint';
import { siteContentEndpoints } from '@/api/contract/site-content';

/** The signed-in staff member's own card in the team on the public About page. */
export const teamCardApi = {
  card: () => callApi(siteContentEndpoints.teamProfile),
  save: (body: BodyOf<typeof siteContentEndpoints.saveTeamProfile>) => callApi(siteContentEndpoints.saveTeamProfile, { body }),
};
