import { z } from './zod';
import { accessResponseSchema, signInAnswerSchema, userSchema } from './auth';
import { LANGUAGES, detailSchema, formFlag, nameText, passwordRule } from './common';
import { arrivedWithCampaign } from './marketing';
import { defineEndpoint, jsonBody, multipartBody } from './endpoint';
import { ACCESS } from './roles';
import { AVATAR_MAX_BYTES, EMAIL_MAX, FULL_NAME_MAX } from './users';

export const RESET_CODE_LENGTH = 6;
/** How long a reset code stays good, and how many wrong tries it takes. */
export const RESET_CODE_TTL_SECONDS = 600;
export const RESET_CODE_TRIES = 5;
/** How long the code that proves a new account's e-mail address stays good (the same number of tries). */
export const SIGN_UP_CODE_TTL_SECONDS = 1800;
/** How long the verify page waits before it offers to send a new code. */
export const RESEND_COOL_DOWN_SECONDS = 60;

/** Field codes of the account flows, beside the common ones. */
export const ACCOUNT_FIELD_CODES = ['terms_required', 'code_invalid', 'code_expired', 'code_used_up', 'wrong_password'] as const;
export type AccountFieldCode = (typeof ACCOUNT_FIELD_CODES)[number];

const email = z.email().max(EMAIL_MAX);

export const registerSchema = z.object({
  full_name: nameText(FULL_NAME_MAX),
  email,
  password: passwordRule,
  accept_terms: z.boolean().refine((accepted) => accepted, { params: { code: 'terms_required' } }),
  language: z.enum(LANGUAGES).optional(),
  /** The campaign the visitor's tab arrived with (marketing), kept for the account made. */
  campaign: arrivedWithCampaign,
});

export const forgotPasswordSchema = z.object({ email, language: z.enum(LANGUAGES).optional() });

export const resetCodeSchema = z.string().regex(new RegExp(`^[0-9]{${RESET_CODE_LENGTH}}$`));

export const verifyCodeSchema = z.object({ email, code: resetCodeSchema, new_password: passwordRule });

export const confirmSignUpSchema = z.object({ email, code: resetCodeSchema });

/** The signed-in person's own details (role and active flag are not theirs to change). */
export const updateProfileFields = z.object({
  full_name: nameText(FULL_NAME_MAX),
  preferred_language: z.enum(LANGUAGES),
  remove_avatar: formFlag.default(false),
});

export const languageSchema = z.object({ preferred_language: z.enum(LANGUAGES) });

export const changePasswordSchema = z.object({ current_password: z.string().min(1).max(256), new_password: passwordRule });

/**
 * Sign-up and password reset (public: no token; limited per address and per e-mail), and the
 * signed-in person's own account.
 */
export const accountEndpoints = {
  /**
   * Starts a sign-up: a code goes to the address, and the account is made when it comes back
   * (confirmSignUp). Answers the same whether or not the address already has an account (its owner
   * is told by e-mail instead).
   */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/register/',
    access: 'public',
    body: jsonBody(registerSchema),
    response: detailSchema,
  }),
  /** The code from the sign-up e-mail: makes the client account and signs it in. */
  confirmSignUp: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/register/confirm/',
    access: 'public',
    body: jsonBody(confirmSignUpSchema),
    status: 201,
    response: accessResponseSchema,
  }),
  /** Answers the same whether or not the e-mail has an account. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/forgot-password/',
    access: 'public',
    body: jsonBody(forgotPasswordSchema),
    response: detailSchema,
  }),
  verifyCode: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/verify-code/',
    access: 'public',
    body: jsonBody(verifyCodeSchema),
    response: signInAnswerSchema,
  }),
  profile: defineEndpoint({ method: 'GET', path: '/api/v1/users/me/profile/', access: ACCESS.everyone, response: userSchema }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/me/profile/',
    access: ACCESS.everyone,
    body: multipartBody(updateProfileFields, { avatar: { maxBytes: AVATAR_MAX_BYTES } }),
    response: userSchema,
  }),
  /** The language the interface speaks to this person, as chosen in the top bar (and their e-mails follow it). */
  updateLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/me/language/',
    access: ACCESS.everyone,
    body: jsonBody(languageSchema),
    response: userSchema,
  }),
  /** Ends the person's other sessions; the one it is called from stays. */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/password/',
    access: ACCESS.everyone,
    body: jsonBody(changePasswordSchema),
    response: detailSchema,
  }),
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/sign-out-others/',
    access: ACCESS.everyone,
    response: z.object({ ended: z.number().int() }),
  }),
};
