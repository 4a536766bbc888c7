import type { AnyMachineSnapshot } from 'xstate';
import type { TwoStepChallenge, User } from '@/api/contract/auth';
import { ApiError } from '@/api/api-error';
import { problemInSource } from '@/api/problem';
import { DEMO_PASSWORD, demoAnswer, demoError, demoOutcome, demoUser } from '@machines/testing/demo';
import {
  OUT_OF_REACH,
  answerOf,
  timerEvents,
  transitionCoverPaths,
  type ModelEvent,
  type ModelPath,
  type QaModel,
} from '@machines/testing/qa';
import { DEMO_RECOVERY_CODES, DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from '@server/src/auth/two-step/demo-login';
import { authMachine, type AuthSnapshot } from './auth.machine';

/** The demo login the checklist signs in with. */
const LOGIN = 'ceo@lato.test';
/** The demo login with two-step sign-in on, and the key its authenticator app needs. */
const TWO_STEP_LOGIN = DEMO_TWO_STEP_LOGIN.email;
/** A demo login the CEO's rule makes set two-step up (it has not yet). */
const SETUP_LOGIN = 'dev@lato.test';

/** The signed-in user as /users/me/ answers: the demo's CEO. */
export const MODEL_USER: User = demoUser(LOGIN);

/** An unsigned JWT carrying the access claims (the demo CEO's): enough for the client, which only decodes. */
export function fakeAccessToken(
  expSeconds: number,
  iatSeconds?: number,
  role = 'CEO',
  { id, full_name, email }: Pick<User, 'id' | 'full_name' | 'email'> = MODEL_USER,
): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const claims = { user_id: id, full_name, email, role, exp: expSeconds, iat: iatSeconds };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** The model's clock: a token issued at this instant, valid 15 minutes. */
export const MODEL_TIME = Date.UTC(2026, 10, 22, 9, 0, 0);
export const MODEL_TOKEN = fakeAccessToken(MODEL_TIME / 1000 + 900, MODEL_TIME / 1000);
/** A token another tab of the browser got later. */
const LATER_TOKEN = fakeAccessToken(MODEL_TIME / 1000 + 1800, MODEL_TIME / 1000 + 900);

/** The sessions the two-step steps start: the two-step demo login's, and the staff member's who set it up. */
const TWO_STEP_TOKEN = fakeAccessToken(MODEL_TIME / 1000 + 900, MODEL_TIME / 1000, 'DEV', demoUser(TWO_STEP_LOGIN));
const SET_UP_TOKEN = fakeAccessToken(MODEL_TIME / 1000 + 900, MODEL_TIME / 1000, 'DEV', demoUser(SETUP_LOGIN));

/** What the demo answers the two-step login's password: the challenge for its code. */
const CODE_CHALLENGE = demoAnswer<TwoStepChallenge>('sign in with two-step on');
/** What a staff login answers while the CEO's rule requires two-step sign-in and it is not set up: adding the app. */
const SETUP_CHALLENGE: TwoStepChallenge = {
  two_step: 'setup',
  challenge: CODE_CHALLENGE.challenge,
  setup: {
    secret: 'ABCD EFGH IJKL MNOP',
    otpauth_uri: 'otpauth://totp/Lato:dev%40lato.test?secret=ABCDEFGHIJKLMNOP',
    qr_code: 'data:image/svg+xml;base64,',
  },
};
const RECOVERY_CODES = [...DEMO_RECOVERY_CODES];

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: ApiError): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const unreachable = () => new ApiError('fetch failed', undefined, 'network', undefined);

/** Every event the model may take in a state: the user's, the API calls' answers (the demo's), and the timers. */
function authModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  // A renewal is refused as the demo refuses it: with no session to renew at the start, or a
  // session another device signed out later.
  const refused = demoError(state.matches('initializing') ? 'renew without a session' : 'renew a session another device signed out');
  // The ways a tester takes come first: the shortest way to a state is the first found.
  const snapshot = state as AuthSnapshot;
  const twoStepEvents: ModelEvent[] = snapshot.matches('twoStep')
    ? [
        { type: 'VERIFY_TWO_STEP', code: '123456' },
        ...(snapshot.context.twoStep?.two_step === 'code' ? [{ type: 'VERIFY_TWO_STEP', recoveryCode: RECOVERY_CODES[0] }] : []),
        { type: 'CANCEL_TWO_STEP' },
        // Setting up answers the recovery codes with the session; the code step, the session alone.
        snapshot.context.twoStep?.two_step === 'setup'
          ? done('verifyTwoStep', { access: SET_UP_TOKEN, recovery_codes: RECOVERY_CODES })
          : done('verifyTwoStep', { access: TWO_STEP_TOKEN }),
        demoOutcome('verifyTwoStep', 'two-step with a wrong code'),
        demoOutcome('verifyTwoStep', 'two-step after the sign-in timed out'),
      ]
    : [];
  return [
    ...twoStepEvents,
    { type: 'RECOVERY_CODES_SAVED' },
    done('refreshToken', { access: MODEL_TOKEN }),
    failed('refreshToken', refused),
    { type: 'LOGIN', email: LOGIN, password: DEMO_PASSWORD },
    { type: 'LOGOUT' },
    { type: 'TOKEN_SHARED', access: LATER_TOKEN },
    { type: 'SIGNED_OUT_ELSEWHERE' },
    failed('refreshToken', unreachable()),
    done('login', { access: MODEL_TOKEN }),
    done('login', CODE_CHALLENGE),
    done('login', SETUP_CHALLENGE),
    done('login', { access: 'not-a-token' }),
    failed('login', demoError('sign in with a wrong password')),
    done('logout', { detail: 'Signed out.' }),
    failed('logout', unreachable()),
    // The profile of whoever is signed in (the demo's answer for their login).
    done('fetchUser', snapshot.context.user ? demoUser(snapshot.context.user.email) : MODEL_USER),
    failed('fetchUser', unreachable()),
    ...timerEvents(authMachine.root),
  ];
}

/**
 * The states whose every transition a path takes: where the session and its token stand, and
 * whether a message shows. The profile's own region (loading, then loaded) is left out, so its
 * two transitions are taken once rather than once per state of the other regions; messages are
 * checked on every step, not told apart here.
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const value = snapshot.value as string | { authenticated?: Record<string, string>; unauthenticated?: string };
  const where =
    typeof value === 'string' || !value.authenticated ? value : { token: value.authenticated.token, session: value.authenticated.session };
  // The code step and the setup step are two screens with their own ways on.
  return JSON.stringify(snapshot.matches('twoStep') ? { where, kind: (snapshot as AuthSnapshot).context.twoStep?.two_step } : where);
}

/** Loading the profile is left out: the greeting reads the same meanwhile, so a tester acts as if it had loaded. */
const waiting = (state: AnyMachineSnapshot) =>
  [
    'initializing',
    'loggingIn',
    { twoStep: 'verifying' },
    { authenticated: { token: 'refreshing' } },
    { authenticated: { session: 'signingOut' } },
  ].some((s) => state.matches(s as never));

function authPaths(): ModelPath[] {
  return transitionCoverPaths(authMachine, { events: authModelEvents, serializeState, waiting });
}

const actorOf = (event: ModelEvent) => {
  const answer = answerOf(event);
  return answer && ([answer.ok ? 'done' : 'error', answer.id] as const);
};

/** A sign-in answer the demo never gives: neither a usable token nor a two-step challenge. */
const isBrokenLogin = (output: unknown) =>
  (output as { access?: string }).access !== MODEL_TOKEN && typeof (output as { challenge?: string }).challenge !== 'string';

/** What a step needs that no tester can cause by hand: the server unreachable, or an answer the demo never gives. */
function outOfReach(event: ModelEvent): string | undefined {
  const answer = answerOf(event);
  if (!answer) return undefined;
  if (!answer.ok) return (event.error as ApiError).code === 'network' ? OUT_OF_REACH.failure : undefined;
  return answer.id === 'login' && isBrokenLogin(event.output) ? OUT_OF_REACH.failure : undefined;
}

function outcomeStep(kind: 'done' | 'error', id: string, event: ModelEvent, before: AuthSnapshot): string {
  const error = event.error as ApiError | undefined;
  const offline = error?.code === 'network';
  switch (id) {
    case 'refreshToken':
      if (before.matches('initializing')) {
        if (kind === 'done') return 'Open the app in a browser that is still signed in (reload the page).';
        return offline ? 'Open the app while the server is down.' : 'Open the app with no session (a new private window).';
      }
      if (before.matches({ unauthenticated: 'resuming' })) {
        if (kind === 'done') return 'Start the server again: the next attempt renews the session.';
        return offline ? 'Leave the server down.' : 'Sign out in another tab before the next attempt, so it is refused.';
      }
      if (kind === 'done') return 'The session renews (the server is reachable).';
      return offline
        ? 'Stop the server before the renewal, so it cannot reach it.'
        : `The renewal is refused: before it, sign in as ${LOGIN} in another browser, open Account there and click "Sign out of other devices".`;
    case 'login': {
      if (kind === 'error') return `The e-mail typed was ${LOGIN} and the password not ${DEMO_PASSWORD}: the server refuses it.`;
      const output = event.output as { access?: string; two_step?: string };
      if (output.two_step === 'code')
        return `The e-mail typed was ${TWO_STEP_LOGIN} and the password ${DEMO_PASSWORD}: that account has two-step sign-in on, so the server asks for its code.`;
      if (output.two_step === 'setup')
        return `The e-mail typed was ${SETUP_LOGIN} and the password ${DEMO_PASSWORD}, after ${LOGIN} turned on "Require two-step sign-in for staff" in Account: the server asks to add an authenticator app first.`;
      return output.access === MODEL_TOKEN
        ? `The e-mail typed was ${LOGIN} and the password ${DEMO_PASSWORD}: the server accepts it.`
        : 'The server answers without a usable token (a faulty proxy; reproduce with a stub server).';
    }
    case 'verifyTwoStep': {
      if (kind === 'done') {
        return (event.output as { recovery_codes?: string[] }).recovery_codes
          ? 'The code typed was the one the authenticator app shows now: the server turns two-step sign-in on and answers ten recovery codes.'
          : `The code typed was right: the one the authenticator app shows now for the key ${DEMO_TWO_STEP_KEY}, or an unused recovery code (${RECOVERY_CODES.join(', ')}).`;
      }
      return error?.code === 'two_step_expired'
        ? 'More than 5 minutes passed between the password and the code (wait them out before typing it): the server refuses the code.'
        : 'The code typed was 000000 (not the one the app shows), or a recovery code already used: the server refuses it.';
    }
    case 'fetchUser':
      return kind === 'done' ? 'The profile loads from the server.' : 'The profile call fails (stop the server right after signing in).';
    case 'logout':
      return kind === 'done' ? 'The server ends the session.' : 'The server is unreachable (stop it before signing out).';
    default:
      return `The ${id} call ${kind === 'done' ? 'answers' : 'fails'}.`;
  }
}

export const authModel: QaModel = {
  id: 'auth',
  title: 'Sign-in, session and sign-out',
  setup: `open the demo at http://127.0.0.1:3000/dashboard; where a step signs in, it is as ${LOGIN} (${MODEL_USER.full_name}), whose password is ${DEMO_PASSWORD}.`,
  paths: authPaths,
  step(event, before) {
    const outcome = actorOf(event);
    if (outcome) return outcomeStep(outcome[0], outcome[1], event, before as AuthSnapshot);
    if (event.type === 'LOGIN')
      return 'Type an e-mail in "E-mail" and a password in "Password" (the next step says which), and click "Sign in".';
    if (event.type === 'VERIFY_TWO_STEP') {
      if (event.recoveryCode)
        return 'Click "Use a recovery code instead", type a recovery code in "Recovery code" (the next step says which), and click "Verify".';
      return (before as AuthSnapshot).context.twoStep?.two_step === 'setup'
        ? 'Add the key shown to an authenticator app (scan the QR code), type a code in "Code" (the next step says which), and click "Turn on and sign in".'
        : 'Type a code in "Code" (the next step says which), and click "Verify".';
    }
    if (event.type === 'CANCEL_TWO_STEP') return 'Click "Back to sign in".';
    if (event.type === 'RECOVERY_CODES_SAVED') return 'Tick "I have kept my recovery codes" and click "Continue".';
    if (event.type === 'LOGOUT') return 'Open the account menu (the avatar, top right) and click "Sign out".';
    if (event.type === 'SIGNED_OUT_ELSEWHERE') return 'Sign out in another tab of this browser.';
    if (event.type === 'TOKEN_SHARED') {
      if ((before as AuthSnapshot).matches('unauthenticated')) return 'Sign in in another tab of this browser.';
      if ((before as AuthSnapshot).matches('initializing'))
        return 'Another tab of this browser renews the session first (open two tabs at once).';
      return 'Open the app in another tab of this browser: that tab renews the session, and this one takes its token.';
    }
    if (event.type.includes('refreshDelay'))
      return 'Wait until a minute before the access token expires (14 minutes with the default 15-minute token).';
    if (event.type.includes('retryDelay')) return 'Wait 15 seconds.';
    return `Send ${event.type}.`;
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as AuthSnapshot;
    const { user } = snapshot.context;
    const error = snapshot.context.error && problemInSource(snapshot.context.error);
    if (snapshot.matches('initializing')) return 'a full-screen spinner.';
    if (snapshot.matches('loggingIn')) return 'the sign-in page, its "Sign in" button busy.';
    if (snapshot.matches('twoStep')) {
      const setup = snapshot.context.twoStep?.two_step === 'setup';
      const page = setup
        ? 'the page "Set up two-step sign-in", with a QR code, the key as text, and a "Code" field'
        : 'the page "Two-step sign-in", asking for the 6-digit code';
      if (snapshot.matches({ twoStep: 'verifying' })) return `${page}, its button busy.`;
      return `${page}${error ? `, with the message "${error}"` : ', with no message'}.`;
    }
    if (snapshot.matches('savingRecoveryCodes'))
      return 'the page "Save your recovery codes", listing ten codes, its "Continue" button enabled once "I have kept my recovery codes" is ticked.';
    if (snapshot.matches('unauthenticated')) {
      const retrying = snapshot.matches({ unauthenticated: 'signedOut' })
        ? ''
        : ' under the title "Session not resumed", and "Lato keeps trying…"';
      return `the sign-in page${error ? `, with the message "${error}"${retrying}` : ', with no message'}.`;
    }
    // The token names the person as the profile does: the greeting reads the same before and after the profile loads.
    const parts = [`the dashboard greeting "Welcome back, ${user?.full_name}"`];
    if (snapshot.matches({ authenticated: { token: 'retrying' } }))
      parts.push(`a notice "${error}" saying Lato keeps trying to reach the server`);
    parts.push(
      snapshot.matches({ authenticated: { session: 'signingOut' } }) ? '"Signing out…" in place of the account menu' : 'the account menu',
    );
    return `${parts.join('; ')}.`;
  },
  waiting,
  outOfReach,
};
