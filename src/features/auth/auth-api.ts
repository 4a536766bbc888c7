import { callApi } from '@/api/client';
import { authEndpoints, type LoginRequest } from '@/api/contract/auth';
import { twoStepEndpoints } from '@/api/contract/two-step';

/** Sign-in, refresh, sign-out and the current user. Sign-in and refresh run before there is a token. */
export const authApi = {
  login: (body: LoginRequest) => callApi(authEndpoints.login, { body }),
  refresh: () => callApi(authEndpoints.refresh),
  logout: async (token: string | null) => {
    await callApi(authEndpoints.logout, {}, { token });
  },
  me: (token: string) => callApi(authEndpoints.me, {}, { token }),
  verifyTwoStep: ({ challenge, code, recoveryCode }: { challenge: string; code?: string; recoveryCode?: string }) =>
    callApi(twoStepEndpoints.signIn, { body: { challenge, code, recovery_code: recoveryCode } }),
};

export type AuthApi = typeof authApi;
