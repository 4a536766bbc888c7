import { callApi } from '@/api/client';
import { invitationEndpoints } from '@/api/contract/invitations';

/** Following an invitation's link: whom it invites, and choosing the password that accepts it. */
export const invitationApi = {
  get: (token: string) => callApi(invitationEndpoints.get, { query: { token } }),
  accept: (token: string, password: string) => callApi(invitationEndpoints.accept, { body: { token, password } }),
};
