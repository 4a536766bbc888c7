import type { SignInAnswer } from '@/api/contract/auth';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { RESEND_COOL_DOWN_SECONDS } from '@/api/contract/account';
import type { FieldErrors } from '@/api/contract/errors';
import { toApiError } from '@/api/api-error';
import { problemOf, type Problem } from '@/api/problem';
import { defaultErrors } from '@/api/messages';
import { mustProvide } from '@machines/shared/must-provide';

export interface PasswordResetContext {
  email: string;
  /** What went wrong with the last call, said for the page (a field's own problem is below). */
  error: Problem | null;
  /** The server's field codes from the last refused call (`code: ['code_expired']`). */
  fieldErrors: FieldErrors;
  /** What the right code got: a session, or, for an account with two-step sign-in, the challenge for its code. */
  answer: SignInAnswer | null;
}

export type PasswordResetEvent =
  | { type: 'REQUEST_CODE'; email: string }
  | { type: 'VERIFY'; code: string; newPassword: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' };

export interface VerifyInput {
  email: string;
  code: string;
  newPassword: string;
}

/** A refusal with field codes shows on its fields; anything else is said for the page. */
const failure = (error: unknown) => {
  const { fieldErrors } = toApiError(error);
  return Object.keys(fieldErrors).length > 0
    ? { fieldErrors, error: null }
    : { fieldErrors: {}, error: problemOf(error, defaultErrors.passwordReset) };
};

/**
 * Forgot password: ask for a code by e-mail, then give the code and a new password. A new code
 * may be asked for only after a cool-down; the right code signs the person in.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string } | undefined,
  },
  actors: {
    requestCode: mustProvide<unknown, { email: string }>('requestCode'),
    verifyCode: mustProvide<SignInAnswer, VerifyInput>('verifyCode'),
  },
  delays: { coolDown: RESEND_COOL_DOWN_SECONDS * 1000 },
  actions: {
    clearErrors: assign({ error: null, fieldErrors: {} }),
    fail: assign(({ event }) => failure((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: input?.email ?? '', error: null, fieldErrors: {}, answer: null }),
  initial: 'start',
  states: {
    // Opened from a link with the e-mail (or right after asking): straight to the code.
    start: {
      always: [{ guard: ({ context }) => context.email !== '', target: 'enteringCode' }, { target: 'enteringEmail' }],
    },
    enteringEmail: {
      on: { REQUEST_CODE: { target: 'requesting', actions: assign({ email: ({ event }) => event.email }) } },
    },
    requesting: {
      entry: 'clearErrors',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'enteringCode',
        onError: { target: 'enteringEmail', actions: 'fail' },
      },
    },
    enteringCode: {
      type: 'parallel',
      on: { CHANGE_EMAIL: { target: 'enteringEmail', actions: 'clearErrors' } },
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: { on: { VERIFY: 'verifying' } },
            verifying: {
              entry: 'clearErrors',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  email: context.email,
                  code: event.type === 'VERIFY' ? event.code : '',
                  newPassword: event.type === 'VERIFY' ? event.newPassword : '',
                }),
                onDone: { target: '#passwordReset.signedIn', actions: assign({ answer: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: 'fail' },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: { after: { coolDown: 'ready' } },
            ready: { on: { RESEND: 'sending' } },
            sending: {
              entry: 'clearErrors',
              invoke: {
                id: 'requestCode',
                src: 'requestCode',
                input: ({ context }) => ({ email: context.email }),
                onDone: 'coolingDown',
                onError: { target: 'ready', actions: 'fail' },
              },
            },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
