import { z } from './zod';
import { accessResponseSchema, challengeToken, twoStepSetupSchema, userSchema } from './auth';
import { detailSchema, idParams } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';
import { RECOVERY_CODE_COUNT, TWO_STEP_CODE_LENGTH } from './two-step-values';

export * from './two-step-values';

export const twoStepCodeSchema = z.string().regex(new RegExp(`^[0-9]{${TWO_STEP_CODE_LENGTH}}$`));
/** A recovery code as printed (`abcd-efgh-jk`), typed with or without its dashes, in either case. */
export const recoveryCodeSchema = z.string().trim().min(8).max(32);
/** What a change to one's own two-step sign-in takes: the password, typed again. */
const passwordBody = jsonBody(z.object({ password: z.string().min(1).max(256) }));

export const recoveryCodesSchema = z.array(z.string()).length(RECOVERY_CODE_COUNT);

export const twoStepSignInSchema = z
  .object({ challenge: challengeToken, code: twoStepCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    params: { code: 'required' },
    path: ['code'],
  });

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int().min(0),
  /** The agency requires it of this person (staff, when the CEO turned the rule on): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

export const securitySettingsSchema = z.object({ two_step_required_for_staff: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** Two-step sign-in: its step at sign-in, the person's own setup in Account, and the CEO's rule. */
export const twoStepEndpoints = {
  /** The code (or a recovery code) after the password; answers the session. Setting up also answers the recovery codes. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/login/two-step/',
    access: 'public',
    body: jsonBody(twoStepSignInSchema),
    response: accessResponseSchema.extend({ recovery_codes: recoveryCodesSchema.optional() }),
  }),
  status: defineEndpoint({ method: 'GET', path: '/api/v1/users/me/two-step/', access: ACCESS.everyone, response: twoStepStatusSchema }),
  /** A new secret to add to the app; nothing changes until `enable` gets a code from it. */
  startSetup: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/two-step/setup/',
    access: ACCESS.everyone,
    body: passwordBody,
    response: twoStepSetupSchema.extend({ setup_token: challengeToken }),
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/two-step/',
    access: ACCESS.everyone,
    body: jsonBody(z.object({ setup_token: challengeToken, code: twoStepCodeSchema })),
    response: z.object({ recovery_codes: recoveryCodesSchema }),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/two-step/disable/',
    access: ACCESS.everyone,
    body: passwordBody,
    response: detailSchema,
  }),
  /** A new set of recovery codes; the old ones stop working. */
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/two-step/recovery-codes/',
    access: ACCESS.everyone,
    body: passwordBody,
    response: z.object({ recovery_codes: recoveryCodesSchema }),
  }),
  /** For someone who lost both their app and their codes: a manager who outranks them turns it off, and they are told. */
  resetForUser: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/users/:id/reset-two-step/',
    access: ACCESS.users,
    params: idParams,
    response: userSchema,
  }),
  securitySettings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/security-settings/',
    access: ACCESS.securitySettings,
    response: securitySettingsSchema,
  }),
  updateSecuritySettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/security-settings/',
    access: ACCESS.securitySettings,
    body: jsonBody(securitySettingsSchema),
    response: securitySettingsSchema,
  }),
};
