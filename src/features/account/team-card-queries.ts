import { queryOptions } from '@tanstack/react-query';
import { teamCardApi } from './team-card-api';

/** The signed-in staff member's card on the About page: whether it is shown, its titles and bios. */
export const teamCardQuery = queryOptions({ queryKey: ['account', 'team-card'] as const, queryFn: () => teamCardApi.card() });
