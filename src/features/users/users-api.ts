import { callApi } from '@/api/client';
import type { Role } from '@/api/contract/roles';
import type { BodyOf } from '@/api/contract/endpoint';
import { userEndpoints } from '@/api/contract/users';
import { twoStepEndpoints } from '@/api/contract/two-step';
import type { Language } from '@/api/contract/common-values';
import type { UserListParams } from '@machines/users-list/users-list.machine';

/** A new person's details, as the add-user call takes them (the avatar apart). */
type NewUser = Omit<BodyOf<typeof userEndpoints.create>, 'avatar'>;
/** Changed details, as the edit-user call takes them (a password is its owner's alone to set). */
export type UserChanges = Omit<BodyOf<typeof userEndpoints.update>, 'avatar' | 'remove_avatar' | 'password'>;

const LIST_ENDPOINTS = { all: userEndpoints.list, clients: userEndpoints.listClients, staff: userEndpoints.listStaff } as const;

export const usersApi = {
  list({ scope, search, ordering, page, pageSize }: UserListParams) {
    const role = scope in LIST_ENDPOINTS ? undefined : (scope as Role);
    const endpoint = role ? userEndpoints.list : LIST_ENDPOINTS[scope as keyof typeof LIST_ENDPOINTS];
    return callApi(endpoint, { query: { page, page_size: pageSize, ordering, search, role } });
  },
  counts: (search: string) => callApi(userEndpoints.roleCounts, { query: { search } }),
  get: (id: number) => callApi(userEndpoints.get, { params: { id } }),
  create: (values: NewUser, avatar: File | null) => callApi(userEndpoints.create, { body: { ...values, avatar } }),
  update: (id: number, values: UserChanges, avatar: File | null, removeAvatar: boolean) =>
    callApi(userEndpoints.update, { params: { id }, body: { ...values, avatar, remove_avatar: removeAvatar } }),
  sendPasswordReset: (id: number) => callApi(userEndpoints.sendPasswordReset, { params: { id } }),
  /** A new invitation link, e-mailed in `language` (the manager's) unless the person chose one. */
  resendInvitation: (id: number, language: Language | undefined) =>
    callApi(userEndpoints.resendInvitation, { params: { id }, body: { language } }),
  /** Turns off two-step sign-in for someone who lost their app and recovery codes. */
  resetTwoStep: (id: number) => callApi(twoStepEndpoints.resetForUser, { params: { id } }),
};
