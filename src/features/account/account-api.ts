import { callApi } from '@/api/client';
import { accountEndpoints } from '@/api/contract/account';
import type { BodyOf } from '@/api/contract/endpoint';

/** Sign-up, password reset, and the signed-in person's own account. */
export const accountApi = {
  register: (body: BodyOf<typeof accountEndpoints.register>) => callApi(accountEndpoints.register, { body }),
  confirmSignUp: (body: BodyOf<typeof accountEndpoints.confirmSignUp>) => callApi(accountEndpoints.confirmSignUp, { body }),
  forgotPassword: (body: BodyOf<typeof accountEndpoints.forgotPassword>) => callApi(accountEndpoints.forgotPassword, { body }),
  verifyCode: (body: BodyOf<typeof accountEndpoints.verifyCode>) => callApi(accountEndpoints.verifyCode, { body }),
  profile: () => callApi(accountEndpoints.profile),
  updateProfile: (body: BodyOf<typeof accountEndpoints.updateProfile>) => callApi(accountEndpoints.updateProfile, { body }),
  updateLanguage: (body: BodyOf<typeof accountEndpoints.updateLanguage>) => callApi(accountEndpoints.updateLanguage, { body }),
  changePassword: (body: BodyOf<typeof accountEndpoints.changePassword>) => callApi(accountEndpoints.changePassword, { body }),
  signOutOthers: () => callApi(accountEndpoints.signOutOthers),
};
