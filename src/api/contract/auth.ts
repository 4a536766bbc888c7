import { z } from './zod';
import { LANGUAGES, detailSchema } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS, ROLES } from './roles';
import { TWO_STEP_KINDS } from './two-step-values';

export * from './auth-values';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessResponseSchema = z.object({ access: z.string().min(1) });

export const roleSchema = z.enum(ROLES);

/** The signed token that carries a sign-in from its password to its code (opaque to the client). */
export const challengeToken = z.string().min(1).max(4096);

/** What an authenticator app needs: the secret as text to type, and as a QR code to scan. */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG image, a `data:` URL. */
  qr_code: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** A right password of an account with two-step sign-in: the code is asked next. */
export const twoStepChallengeSchema = z.object({
  two_step: z.enum(TWO_STEP_KINDS),
  challenge: challengeToken,
  /** With `setup`: the app to add before the first code. */
  setup: twoStepSetupSchema.optional(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** Every call that proves a password answers a session, or the two-step challenge that leads to one. */
export const signInAnswerSchema = z.union([accessResponseSchema, twoStepChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** A person as every API answer shows them; never their password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: roleSchema.nullable(),
  avatar: z.string().nullable(),
  is_active: z.boolean(),
  languages: z.array(z.string()),
  /** The language they chose for the interface and e-mails; none yet means the browser's. */
  preferred_language: z.enum(LANGUAGES).nullable(),
  date_joined: z.string(),
  /** Signs in with a code from an authenticator app after the password. */
  two_step_enabled: z.boolean(),
  /** Created by a manager and not yet joined: the invitation's link has not been followed. */
  invitation_pending: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Claims carried by every access token: user_id, full_name, email, role, sid, exp and iat. */
export const accessClaimsSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  /**
   * The sign-in session the token was issued to: the server refuses the token once that session
   * ends (sign-out, a new password, deactivation, "sign out of other devices"). The web app has
   * no use for it, so its reading of the token may leave it out.
   */
  sid: z.string().optional(),
  exp: z.number(),
  /** Issued-at, in the server's clock; lets the client time refreshes without trusting its own. */
  iat: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Sign-in, session refresh, sign-out and the signed-in user. */
export const authEndpoints = {
  /** Liveness: the process answers. A load balancer restarts a process that stops answering it. */
  health: defineEndpoint({ method: 'GET', path: '/api/health', access: 'public', response: z.object({ status: z.literal('ok') }) }),
  /**
   * Readiness: the process can serve (its database answers, with every migration applied); 503
   * otherwise, so a load balancer sends traffic elsewhere. `failed_jobs`: background jobs that
   * failed for good in the last day, for the operator's dashboard.
   */
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    response: z.object({ status: z.literal('ready'), failed_jobs: z.number().int().min(0) }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/login/',
    access: 'public',
    body: jsonBody(loginRequestSchema),
    response: signInAnswerSchema,
  }),
  /** Authenticated by the refresh cookie and the XSRF header, not by an access token. */
  refresh: defineEndpoint({ method: 'POST', path: '/api/v1/users/token/refresh/', access: 'public', response: accessResponseSchema }),
  /** Ends the session of the refresh cookie; works without an access token. */
  logout: defineEndpoint({ method: 'POST', path: '/api/v1/users/logout/', access: 'public', response: detailSchema }),
  me: defineEndpoint({ method: 'GET', path: '/api/v1/users/me/', access: ACCESS.everyone, response: userSchema }),
};
