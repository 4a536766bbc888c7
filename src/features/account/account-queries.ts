import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './account-api';

export const accountKeys = { profile: ['account', 'profile'] as const };

/** The signed-in person's own profile (the Profile and Account pages). */
export const profileQuery = queryOptions({ queryKey: accountKeys.profile, queryFn: () => accountApi.profile() });
