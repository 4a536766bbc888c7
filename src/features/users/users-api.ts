import { apiRequest } from '@/api/client';
import { userSchema, type User } from '@/api/contract/auth';
import type { Role } from '@/api/contract/roles';
import { roleCountsSchema, userPageSchema, type RoleCounts, type UserPage } from '@/api/contract/users';
import type { UserListParams } from '@machines/users-list/users-list.machine';
import { toFormData } from '@/api/form-data';

export interface UserFormValues {
  full_name: string;
  email: string;
  role: Role;
  is_active: boolean;
  languages: string[];
  password: string | null;
}

const LIST_PATHS = { all: '/api/v1/users/users/', clients: '/api/v1/users/clients/', staff: '/api/v1/users/staff/' } as const;

export const usersApi = {
  async list({ scope, search, ordering, page, pageSize }: UserListParams): Promise<UserPage> {
    const isRole = !(scope in LIST_PATHS);
    const path = isRole ? LIST_PATHS.all : LIST_PATHS[scope as keyof typeof LIST_PATHS];
    const query = { page, page_size: pageSize, ordering, search: search || undefined, role: isRole ? scope : undefined };
    return userPageSchema.parse(await apiRequest(path, { query }));
  },
  async counts(search: string): Promise<RoleCounts> {
    return roleCountsSchema.parse(await apiRequest('/api/v1/users/users/role-counts/', { query: { search: search || undefined } }));
  },
  async get(id: number): Promise<User> {
    return userSchema.parse(await apiRequest(`/api/v1/users/users/${id}/`));
  },
  async create(values: UserFormValues, avatar: File | null): Promise<User> {
    return userSchema.parse(await apiRequest('/api/v1/users/users/', { method: 'POST', body: toFormData({ ...values, avatar }) }));
  },
  async update(id: number, values: UserFormValues, avatar: File | null, removeAvatar: boolean): Promise<User> {
    const body = toFormData({ ...values, avatar, remove_avatar: removeAvatar || null });
    return userSchema.parse(await apiRequest(`/api/v1/users/users/${id}/`, { method: 'PUT', body }));
  },
};

export type UsersApi = typeof usersApi;
