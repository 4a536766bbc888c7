import type { MessageDescriptor } from '@lingui/core';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TwoStepChallenge, User } from '@/api/contract/auth';
import type { Language } from '@/api/contract/common';
import type { Role } from '@/api/contract/roles';
import { isSessionRejection, toApiError } from '@/api/api-error';
import { problemOf, problemSaying, type Problem } from '@/api/problem';
import { defaultErrors } from '@/api/messages';
import { claimsOf, refreshDelayMs } from './token';
import { mustProvide } from '@machines/shared/must-provide';

/** The signed-in user: first from the token's claims, then replaced by `/users/me/`. */
export interface AuthUser {
  id: number;
  full_name: string;
  email: string;
  role: Role | null;
  avatar?: string | null;
  /** Their chosen language, once /users/me/ has told it. */
  preferred_language?: Language | null;
}

export interface AuthContext {
  user: AuthUser | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  isInitialized: boolean;
  error: Problem | null;
  /** The sign-in waiting for its two-step code: its challenge, and the app to add first when it is `setup`. */
  twoStep: TwoStepChallenge | null;
  /**
   * Recovery codes just made by setting two-step up at sign-in, with the session they came with:
   * shown once, and the session starts when the person says they have kept them.
   */
  newRecoveryCodes: { codes: string[]; access: string } | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH' }
  | { type: 'FETCH_USER' }
  /** Another tab of this browser got a new access token (it signed in, or renewed the session). */
  | { type: 'TOKEN_SHARED'; access: string }
  /** A sign-up or a password reset signed this browser in (the server set the refresh cookie). */
  | { type: 'SESSION_STARTED'; access: string }
  /** Another tab of this browser signed out, or found the session ended. */
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  /** A password was proved elsewhere (a reset, an invitation) for an account with two-step sign-in: its code is asked next. */
  | { type: 'TWO_STEP_ASKED'; challenge: TwoStepChallenge }
  /** The code from the authenticator app, or one of the recovery codes. */
  | { type: 'VERIFY_TWO_STEP'; code?: string; recoveryCode?: string }
  /** Back to the password (another account, or the app is not at hand). */
  | { type: 'CANCEL_TWO_STEP' }
  /** The person has kept the recovery codes shown after setting two-step up. */
  | { type: 'RECOVERY_CODES_SAVED' };

/** What a refresh or login call answers; `access` may be missing from a broken server. */
export interface TokenOutput {
  access?: string;
}

/** What a sign-in answers: a session, or, for an account with two-step sign-in, the challenge for its code. */
export type SignInOutput = TokenOutput | TwoStepChallenge;

/** What the two-step step answers: the session, and the recovery codes when it set two-step up. */
export interface TwoStepOutput extends TokenOutput {
  recovery_codes?: string[];
}

export interface TwoStepInput {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}

/** After a refresh fails for a passing reason (network, 5xx), try again after this long. */
export const REFRESH_RETRY_MS = 15_000;

const initialAuthContext: AuthContext = {
  user: null,
  accessToken: null,
  isAuthenticated: false,
  isInitialized: false,
  error: null,
  twoStep: null,
  newRecoveryCodes: null,
};

/** The failed call's own problem (one of our messages when its code is known), else the call's default ('Login error', …). */
const failedWith = (fallback: MessageDescriptor) =>
  ({ type: 'setError', params: ({ event }: { event: { error?: unknown } }) => problemOf(event.error, fallback) }) as const;

/** A fixed failure message ('Login failed', …), said by the screen in the reader's language. */
const failedSaying = (message: MessageDescriptor) => ({ type: 'setError', params: () => problemSaying(message) }) as const;

/** The server answered, but not with what the contract promises (a sign-in without a token). */
const isBadResponse = (error: unknown) => toApiError(error).code === 'bad_response';

/** A sign-in's or a renewal's answer carrying a token the client can read: the guard of every such call. */
const accessOf = (output: unknown) => (output as TokenOutput | undefined)?.access;
const answeredUsableToken = ({ event }: { event: { output?: unknown } }) => claimsOf(accessOf(event.output)) !== null;
/** A sign-in's answer asking for the two-step code. */
const answeredChallenge = ({ event }: { event: { output?: unknown } }) => {
  const output = event.output as Partial<TwoStepChallenge> | undefined;
  return typeof output?.challenge === 'string' && (output.two_step === 'code' || output.two_step === 'setup');
};
/** The two-step step's answer with the recovery codes it made (setting two-step up). */
const answeredRecoveryCodes = ({ event }: { event: { output?: unknown } }) =>
  answeredUsableToken({ event }) && Array.isArray((event.output as TwoStepOutput).recovery_codes);

/** The sign-in took too long, or the account changed meanwhile: it starts again from the password. */
const isTwoStepExpired = (error: unknown) => toApiError(error).code === 'two_step_expired';

/** Why a code was refused, in the reader's language: the field's own reason, else the call's. */
function twoStepProblem(error: unknown): Problem {
  const fields = toApiError(error).fieldErrors;
  if (fields.code?.includes('two_step_code_invalid')) return problemSaying(defaultErrors.twoStepCodeInvalid);
  if (fields.recovery_code?.includes('recovery_code_invalid')) return problemSaying(defaultErrors.recoveryCodeInvalid);
  return problemOf(error, defaultErrors.loginError);
}

/** That answer's token, for the action that keeps it (only taken past `answeredUsableToken`). */
const answeredToken = ({ event }: { event: { output?: unknown } }) => accessOf(event.output)!;

function userFromToken(token: string): AuthUser {
  const claims = claimsOf(token)!;
  return { id: claims.user_id, full_name: claims.full_name, email: claims.email, role: claims.role };
}

/**
 * Sign-in, session renewal and sign-out. The API calls are actors injected with `.provide()`, so
 * tests and the app give their own.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    refreshToken: mustProvide<TokenOutput>('refreshToken'),
    login: mustProvide<SignInOutput, { email: string; password: string }>('login'),
    verifyTwoStep: mustProvide<TwoStepOutput, TwoStepInput>('verifyTwoStep'),
    logout: mustProvide<unknown, { token: string | null }>('logout'),
    fetchUser: mustProvide<User, { token: string }>('fetchUser'),
  },
  guards: {
    sharedTokenUsable: ({ event }) =>
      (event.type === 'TOKEN_SHARED' || event.type === 'SESSION_STARTED') && claimsOf(event.access) !== null,
  },
  delays: {
    refreshDelay: ({ context }) => refreshDelayMs(context.accessToken),
    retryDelay: REFRESH_RETRY_MS,
  },
  actions: {
    markInitialized: assign({ isInitialized: true }),
    startSession: assign((_, token: string) => ({
      accessToken: token,
      user: userFromToken(token),
      isAuthenticated: true,
      error: null,
    })),
    replaceToken: assign((_, token: string) => ({ accessToken: token })),
    startSharedSession: assign(({ event }) =>
      event.type === 'TOKEN_SHARED' || event.type === 'SESSION_STARTED'
        ? { accessToken: event.access, user: userFromToken(event.access), isAuthenticated: true, error: null }
        : {},
    ),
    replaceSharedToken: assign(({ context, event }) => ({
      accessToken: event.type === 'TOKEN_SHARED' ? event.access : context.accessToken,
    })),
    endSession: assign({ user: null, accessToken: null, isAuthenticated: false }),
    askTwoStep: assign(({ event }) => ({
      twoStep: event.type === 'TWO_STEP_ASKED' ? event.challenge : ((event as { output?: TwoStepChallenge }).output ?? null),
      error: null,
    })),
    forgetTwoStep: assign({ twoStep: null, newRecoveryCodes: null }),
    keepRecoveryCodes: assign(({ event }) => {
      const output = (event as { output?: TwoStepOutput }).output;
      return { twoStep: null, newRecoveryCodes: { codes: output?.recovery_codes ?? [], access: output?.access ?? '' } };
    }),
    clearError: assign({ error: null }),
    setError: assign((_, problem: Problem) => ({ error: problem })),
  },
}).createMachine({
  id: 'auth',
  context: initialAuthContext,
  initial: 'initializing',
  states: {
    initializing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: [
          {
            guard: answeredUsableToken,
            target: 'authenticated',
            actions: [{ type: 'startSession', params: answeredToken }, 'markInitialized'],
          },
          { target: 'unauthenticated', actions: 'markInitialized' },
        ],
        onError: [
          // No session to resume is the normal case for a guest: no message.
          { guard: ({ event }) => isSessionRejection(event.error), target: 'unauthenticated', actions: 'markInitialized' },
          // The server could not be asked (offline, down, a 5xx): the session may well be alive,
          // and the sign-in page says why it shows rather than looking like a sign-out.
          { target: 'unauthenticated.resumeFailed', actions: ['markInitialized', failedWith(defaultErrors.sessionResume)] },
        ],
      },
      // Another tab renewed the session first: take its token rather than renew again.
      on: { TOKEN_SHARED: { guard: 'sharedTokenUsable', target: 'authenticated', actions: ['startSharedSession', 'markInitialized'] } },
    },
    unauthenticated: {
      initial: 'signedOut',
      states: {
        signedOut: {},
        // The session could not be resumed for a passing reason. It is asked again every
        // REFRESH_RETRY_MS, as a signed-in tab retries its renewal, so the person is taken back
        // to their page once the server answers, without reloading. The form works meanwhile.
        resumeFailed: { after: { retryDelay: 'resuming' } },
        resuming: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: [
              {
                guard: answeredUsableToken,
                target: '#auth.authenticated',
                actions: { type: 'startSession', params: answeredToken },
              },
              { target: 'signedOut', actions: 'clearError' },
            ],
            onError: [
              // The session has ended meanwhile: a plain sign-in page.
              { guard: ({ event }) => isSessionRejection(event.error), target: 'signedOut', actions: 'clearError' },
              { target: 'resumeFailed', actions: failedWith(defaultErrors.sessionResume) },
            ],
          },
        },
      },
      on: {
        LOGIN: 'loggingIn',
        // Signed in in another tab: this one follows.
        TOKEN_SHARED: { guard: 'sharedTokenUsable', target: 'authenticated', actions: 'startSharedSession' },
        SESSION_STARTED: { guard: 'sharedTokenUsable', target: 'authenticated', actions: 'startSharedSession' },
        TWO_STEP_ASKED: { target: 'twoStep', actions: 'askTwoStep' },
      },
    },
    loggingIn: {
      entry: 'clearError',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'LOGIN' ? { email: event.email, password: event.password } : { email: '', password: '' }),
        onDone: [
          {
            guard: answeredUsableToken,
            target: 'authenticated',
            actions: { type: 'startSession', params: answeredToken },
          },
          { guard: answeredChallenge, target: 'twoStep', actions: 'askTwoStep' },
          { target: 'unauthenticated', actions: failedSaying(defaultErrors.loginFailed) },
        ],
        onError: [
          { guard: ({ event }) => isBadResponse(event.error), target: 'unauthenticated', actions: failedSaying(defaultErrors.loginFailed) },
          { target: 'unauthenticated', actions: failedWith(defaultErrors.loginError) },
        ],
      },
    },
    // The password was right; the account asks for a code from its authenticator app (or, when
    // the agency requires two-step sign-in and it is not set up, for adding the app first).
    twoStep: {
      initial: 'asking',
      states: {
        asking: { on: { VERIFY_TWO_STEP: 'verifying' } },
        verifying: {
          entry: 'clearError',
          invoke: {
            id: 'verifyTwoStep',
            src: 'verifyTwoStep',
            input: ({ context, event }) => ({
              challenge: context.twoStep?.challenge ?? '',
              ...(event.type === 'VERIFY_TWO_STEP' ? { code: event.code, recoveryCode: event.recoveryCode } : {}),
            }),
            onDone: [
              { guard: answeredRecoveryCodes, target: '#auth.savingRecoveryCodes', actions: 'keepRecoveryCodes' },
              {
                guard: answeredUsableToken,
                target: '#auth.authenticated',
                actions: ['forgetTwoStep', { type: 'startSession', params: answeredToken }],
              },
              { target: 'asking', actions: failedSaying(defaultErrors.loginFailed) },
            ],
            onError: [
              {
                guard: ({ event }) => isTwoStepExpired(event.error),
                target: '#auth.unauthenticated',
                actions: ['forgetTwoStep', failedWith(defaultErrors.loginError)],
              },
              { target: 'asking', actions: { type: 'setError', params: ({ event }) => twoStepProblem(event.error) } },
            ],
          },
        },
      },
      on: {
        CANCEL_TWO_STEP: { target: 'unauthenticated', actions: ['forgetTwoStep', 'clearError'] },
        // Signed in in another tab meanwhile: this one follows.
        TOKEN_SHARED: { guard: 'sharedTokenUsable', target: 'authenticated', actions: ['forgetTwoStep', 'startSharedSession'] },
      },
    },
    // Two-step sign-in was just set up: its recovery codes show once, before the session starts.
    savingRecoveryCodes: {
      on: {
        RECOVERY_CODES_SAVED: {
          target: 'authenticated',
          actions: [{ type: 'startSession', params: ({ context }) => context.newRecoveryCodes?.access ?? '' }, 'forgetTwoStep'],
        },
      },
    },
    authenticated: {
      type: 'parallel',
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchUser',
                src: 'fetchUser',
                input: ({ context }) => ({ token: context.accessToken ?? '' }),
                onDone: { target: 'loaded', actions: assign({ user: ({ event }) => event.output }) },
                onError: {
                  target: 'loaded',
                  actions: failedWith(defaultErrors.fetchUserInfoError),
                },
              },
            },
            // Asked again after the user changes their own details (name, avatar) elsewhere.
            loaded: { on: { FETCH_USER: 'loading' } },
          },
        },
        token: {
          initial: 'scheduled',
          // Another tab renewed the session: take its token, and time the next renewal from it.
          on: { TOKEN_SHARED: { guard: 'sharedTokenUsable', target: '.scheduled', reenter: true, actions: 'replaceSharedToken' } },
          states: {
            scheduled: {
              after: { refreshDelay: 'refreshing' },
              on: { REFRESH: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                onDone: [
                  {
                    guard: answeredUsableToken,
                    target: 'scheduled',
                    actions: { type: 'replaceToken', params: answeredToken },
                  },
                  { target: 'retrying', actions: failedSaying(defaultErrors.tokenRefreshFailed) },
                ],
                onError: [
                  {
                    // The server ended the session (sign-out elsewhere, reuse, deactivation):
                    // staying "signed in" with a dead token would only fail every call.
                    guard: ({ event }) => isSessionRejection(event.error),
                    target: '#auth.unauthenticated',
                    actions: ['endSession', failedWith(defaultErrors.tokenRefreshFailed)],
                  },
                  {
                    target: 'retrying',
                    actions: failedWith(defaultErrors.tokenRefreshFailed),
                  },
                ],
              },
            },
            retrying: {
              after: { retryDelay: 'refreshing' },
              on: { REFRESH: 'refreshing' },
            },
          },
        },
        // Its own region, so a sign-out that fails leaves the refresh timer running as it was.
        session: {
          initial: 'active',
          states: {
            active: {
              on: {
                LOGOUT: 'signingOut',
                SIGNED_OUT_ELSEWHERE: { target: '#auth.unauthenticated', actions: ['endSession', 'clearError'] },
              },
            },
            signingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                input: ({ context }) => ({ token: context.accessToken }),
                onDone: { target: '#auth.unauthenticated', actions: ['endSession', 'clearError'] },
                onError: { target: 'active', actions: failedWith(defaultErrors.logoutError) },
              },
            },
          },
        },
      },
    },
  },
});

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
