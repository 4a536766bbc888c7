import { apiRequest } from '@/api/client';
import { userSchema, type AccessResponse, type User } from '@/api/contract/auth';

/** Spec section 7, Auth. Sign-in and refresh run before there is a token, so they skip the bearer. */
export const authApi = {
  async login(input: { email: string; password: string }): Promise<Partial<AccessResponse>> {
    return apiRequest('/api/v1/users/login/', { method: 'POST', body: input, auth: false });
  },
  async refresh(): Promise<Partial<AccessResponse>> {
    return apiRequest('/api/v1/users/token/refresh/', { method: 'POST', body: {}, auth: false });
  },
  async logout(token: string | null): Promise<void> {
    await apiRequest('/api/v1/users/logout/', { method: 'POST', body: {}, auth: false, token });
  },
  async me(token: string): Promise<User> {
    return userSchema.parse(await apiRequest('/api/v1/users/me/', { token }));
  },
};

export type AuthApi = typeof authApi;
