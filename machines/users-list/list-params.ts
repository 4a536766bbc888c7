import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { UserOrdering, UserScope } from '@/api/contract/users-values';

export interface UserListParams {
  scope: UserScope;
  search: string;
  ordering: UserOrdering;
  page: number;
  pageSize: number;
}

export const DEFAULT_USER_LIST_PARAMS: UserListParams = {
  scope: 'all',
  search: '',
  ordering: '-date_joined',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};
