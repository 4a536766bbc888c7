import { callApi } from '@/api/client';
import type { BodyOf } from '@/api/contract/endpoint';
import { twoStepEndpoints } from '@/api/contract/two-step';

/** The signed-in person's own two-step sign-in, and the CEO's rule for staff. */
export const twoStepApi = {
  status: () => callApi(twoStepEndpoints.status),
  startSetup: (body: BodyOf<typeof twoStepEndpoints.startSetup>) => callApi(twoStepEndpoints.startSetup, { body }),
  enable: (body: BodyOf<typeof twoStepEndpoints.enable>) => callApi(twoStepEndpoints.enable, { body }),
  disable: (body: BodyOf<typeof twoStepEndpoints.disable>) => callApi(twoStepEndpoints.disable, { body }),
  renewRecoveryCodes: (body: BodyOf<typeof twoStepEndpoints.renewRecoveryCodes>) => callApi(twoStepEndpoints.renewRecoveryCodes, { body }),
  securitySettings: () => callApi(twoStepEndpoints.securitySettings),
  updateSecuritySettings: (body: BodyOf<typeof twoStepEndpoints.updateSecuritySettings>) =>
    callApi(twoStepEndpoints.updateSecuritySettings, { body }),
};
