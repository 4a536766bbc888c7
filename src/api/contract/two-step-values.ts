/**
 * Two-step sign-in's numbers and words, apart from its schemas, so the browser reads them without
 * loading zod.
 */

/** Digits of an authenticator app's code (RFC 6238's usual six). */
export const TWO_STEP_CODE_LENGTH = 6;
/** How many recovery codes a person gets at once; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code may take. */
export const TWO_STEP_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one sign-in may take before it must start again from the password. */
export const TWO_STEP_TRIES = 5;

/** What the second step asks: a code from the app set up earlier, or setting the app up now (required for staff). */
export const TWO_STEP_KINDS = ['code', 'setup'] as const;
export type TwoStepKind = (typeof TWO_STEP_KINDS)[number];

/** Field codes of two-step sign-in, beside the common ones. */
export const TWO_STEP_FIELD_CODES = ['two_step_code_invalid', 'recovery_code_invalid', 'two_step_required', 'two_step_off'] as const;
export type TwoStepFieldCode = (typeof TWO_STEP_FIELD_CODES)[number];
