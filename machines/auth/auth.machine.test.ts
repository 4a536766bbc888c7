// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { problemSays } from '@tests/problem-says';
import { REFRESH_RETRY_MS, authMachine } from './auth.machine';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { MODEL_TIME, MODEL_TOKEN, MODEL_USER, authModel, fakeAccessToken } from './auth.paths';
import { REFRESH_LEAD_MS, refreshDelayMs } from './token';

const T0 = MODEL_TIME;
const TOKEN = MODEL_TOKEN;

/** The machine with API actors the test answers by hand. */
function controlledAuth() {
  const harness = controlledActors(['refreshToken', 'login', 'logout', 'fetchUser', 'verifyTwoStep'] as const);
  return { ...harness, machine: authMachine.provide({ actors: harness.actors }) };
}

let actor: Actor<typeof authMachine> | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.useRealTimers();
});

const delayOf = (event: { type: string }) =>
  event.type.includes('retryDelay') ? REFRESH_RETRY_MS : refreshDelayMs(actor!.getSnapshot().context.accessToken);

describe('auth machine: generated paths', () => {
  testGeneratedPaths({
    root: authMachine.root,
    model: authModel,
    start: () => {
      const harness = controlledAuth();
      actor = createActor(harness.machine).start();
      return { harness, actor };
    },
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    delayOf,
  });
});

describe('auth machine: behaviour', () => {
  async function signedIn(token = TOKEN) {
    const harness = controlledAuth();
    actor = createActor(harness.machine).start();
    harness.settle('refreshToken', (d) => d.resolve({ access: token }));
    await flush();
    return harness;
  }

  it('initialises from a refresh: user from the token claims, then replaced by /users/me/', async () => {
    const harness = await signedIn();
    const context = actor!.getSnapshot().context;
    expect(context).toMatchObject({ isAuthenticated: true, isInitialized: true, accessToken: TOKEN, error: null });
    const { id, full_name, email, role } = MODEL_USER;
    expect(context.user).toEqual({ id, full_name, email, role });
    expect(harness.calls.at(-1)).toEqual({ id: 'fetchUser', input: { token: TOKEN } });
    harness.settle('fetchUser', (d) => d.resolve(MODEL_USER));
    await flush();
    expect(actor!.getSnapshot().context.user).toEqual(MODEL_USER);
  });

  it('marks initialisation done without an error when there is no session', async () => {
    const harness = controlledAuth();
    actor = createActor(harness.machine).start();
    expect(actor.getSnapshot().context.isInitialized).toBe(false);
    harness.settle('refreshToken', (d) => d.reject(new ApiError('No refresh session.', 401, 'session_expired', 'No refresh session.')));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' });
    // A guest's page does not ask again.
    vi.advanceTimersByTime(REFRESH_RETRY_MS);
    expect(harness.pending.has('refreshToken')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ isInitialized: true, isAuthenticated: false, error: null });
  });

  it.each([
    [
      'the service is unavailable',
      new ApiError('HTTP 503', 503, 'unavailable', 'Briefly unavailable.'),
      'The service is briefly unavailable. Please try again in a moment.',
    ],
    [
      'the server cannot be reached',
      new ApiError('Network error', undefined, 'network', undefined),
      'Cannot reach the server. Check your connection and try again.',
    ],
    [
      'a proxy answers 502 with a page of its own',
      new ApiError('HTTP 502', 502, undefined, undefined),
      'Could not resume your session. Reload the page in a moment, or sign in again.',
    ],
  ])('says why the sign-in page shows when the session could not be resumed because %s', async (_, failure, message) => {
    const harness = controlledAuth();
    actor = createActor(harness.machine).start();
    harness.settle('refreshToken', (d) => d.reject(failure));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'resumeFailed' });
    expect(actor.getSnapshot().context).toMatchObject({ isInitialized: true, isAuthenticated: false, error: problemSays(message) });
  });

  describe('a session that could not be resumed for a passing reason', () => {
    const down = () => new ApiError('fetch failed', undefined, 'network', undefined);
    async function resumeFailed() {
      const harness = controlledAuth();
      actor = createActor(harness.machine).start();
      harness.settle('refreshToken', (d) => d.reject(down()));
      await flush();
      return harness;
    }

    it('is asked again every 15 s, keeping the message, and resumes once the server answers', async () => {
      const harness = await resumeFailed();
      vi.advanceTimersByTime(REFRESH_RETRY_MS - 1);
      expect(harness.pending.has('refreshToken')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(harness.pending.has('refreshToken')).toBe(true);
      expect(actor!.getSnapshot().context.error).toEqual(problemSays('Cannot reach the server. Check your connection and try again.'));
      harness.settle('refreshToken', (d) => d.reject(down()));
      await flush();
      vi.advanceTimersByTime(REFRESH_RETRY_MS);
      harness.settle('refreshToken', (d) => d.resolve({ access: TOKEN }));
      await flush();
      expect(actor!.getSnapshot().matches('authenticated')).toBe(true);
      expect(actor!.getSnapshot().context).toMatchObject({ isAuthenticated: true, accessToken: TOKEN, error: null });
    });

    it('leaves a plain sign-in page when the session turns out to have ended', async () => {
      const harness = await resumeFailed();
      vi.advanceTimersByTime(REFRESH_RETRY_MS);
      harness.settle('refreshToken', (d) => d.reject(new ApiError('Ended.', 401, 'session_revoked', 'Ended.')));
      await flush();
      expect(actor!.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' });
      expect(actor!.getSnapshot().context.error).toBeNull();
      vi.advanceTimersByTime(REFRESH_RETRY_MS);
      expect(harness.pending.has('refreshToken')).toBe(false);
    });

    it('stops asking once the person signs in', async () => {
      const harness = await resumeFailed();
      actor!.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
      vi.advanceTimersByTime(REFRESH_RETRY_MS);
      expect(harness.pending.has('refreshToken')).toBe(false);
      expect(harness.pending.has('login')).toBe(true);
    });
  });

  it('refreshes exactly 60 s before exp, not a millisecond sooner', async () => {
    const harness = await signedIn();
    const lead = 900_000 - REFRESH_LEAD_MS;
    vi.advanceTimersByTime(lead - 1);
    expect(actor!.getSnapshot().matches({ authenticated: { token: 'scheduled' } })).toBe(true);
    expect(harness.pending.has('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor!.getSnapshot().matches({ authenticated: { token: 'refreshing' } })).toBe(true);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  it('refreshes at once when exp is under 60 s away', async () => {
    await signedIn(fakeAccessToken(T0 / 1000 + 30, T0 / 1000));
    expect(actor!.getSnapshot().matches({ authenticated: { token: 'scheduled' } })).toBe(true);
    vi.advanceTimersByTime(0);
    expect(actor!.getSnapshot().matches({ authenticated: { token: 'refreshing' } })).toBe(true);
  });

  it("times the refresh from the token's lifetime when the local clock is far off the server's", async () => {
    // The server issued this token 20 minutes "ago" by the local clock: the browser runs fast.
    const issued = T0 / 1000 - 1200;
    const harness = await signedIn(fakeAccessToken(issued + 900, issued));
    vi.advanceTimersByTime(900_000 - REFRESH_LEAD_MS - 1);
    expect(harness.pending.has('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  it('falls back to exp against the local clock for a token without iat', async () => {
    const harness = await signedIn(fakeAccessToken(T0 / 1000 + 300));
    vi.advanceTimersByTime(240_000 - 1);
    expect(harness.pending.has('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  it('schedules the next refresh from the new token', async () => {
    const harness = await signedIn();
    vi.advanceTimersByTime(900_000 - REFRESH_LEAD_MS);
    const next = fakeAccessToken(T0 / 1000 + 840 + 900, T0 / 1000 + 840);
    harness.settle('refreshToken', (d) => d.resolve({ access: next }));
    await flush();
    expect(actor!.getSnapshot().context.accessToken).toBe(next);
    vi.advanceTimersByTime(900_000 - REFRESH_LEAD_MS - 1);
    expect(harness.pending.has('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  it.each([
    ['no token returned', { access: undefined }, 'Login failed'],
    ['a token that is not a JWT', { access: 'garbage' }, 'Login failed'],
  ])('fails a login that answers %s with "Login failed"', async (_name, output, message) => {
    const harness = controlledAuth();
    actor = createActor(harness.machine).start();
    harness.settle('refreshToken', (d) => d.reject(new Error('none')));
    await flush();
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
    harness.settle('login', (d) => d.resolve(output));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' });
    expect(actor.getSnapshot().context).toMatchObject({ error: problemSays(message), isAuthenticated: false, accessToken: null });
  });

  it('shows "Login error" for a login failure without a usable message, the server\'s detail otherwise', async () => {
    const harness = controlledAuth();
    actor = createActor(harness.machine).start();
    harness.settle('refreshToken', (d) => d.reject(new Error('none')));
    await flush();
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
    harness.settle('login', (d) => d.reject(new ApiError('boom', 500, undefined, undefined)));
    await flush();
    expect(actor.getSnapshot().context.error).toEqual(problemSays('Login error'));
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
    harness.settle('login', (d) => d.reject(new ApiError('Teapot', 418, undefined, 'The server is a teapot.')));
    await flush();
    expect(actor.getSnapshot().context.error).toEqual(problemSays('The server is a teapot.'));
  });

  it('keeps the session and says "Logout error" when sign-out fails', async () => {
    const harness = await signedIn();
    actor!.send({ type: 'LOGOUT' });
    harness.settle('logout', (d) => d.reject(new ApiError('boom', 500, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({ isAuthenticated: true, accessToken: TOKEN, error: problemSays('Logout error') });
  });

  it('keeps the refresh timer running through a sign-out that fails', async () => {
    const harness = await signedIn();
    vi.advanceTimersByTime(600_000);
    actor!.send({ type: 'LOGOUT' });
    harness.settle('logout', (d) => d.reject(new ApiError('fetch failed', undefined, 'network', undefined)));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({
      isAuthenticated: true,
      error: problemSays('Cannot reach the server. Check your connection and try again.'),
    });
    // The refresh comes when it was due, 60 s before exp, not a whole token lifetime later.
    vi.advanceTimersByTime(900_000 - REFRESH_LEAD_MS - 600_000 - 1);
    expect(harness.pending.has('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  it('retries a refresh that failed for a passing reason, and keeps the session meanwhile', async () => {
    const harness = await signedIn();
    actor!.send({ type: 'REFRESH' });
    harness.settle('refreshToken', (d) => d.reject(new ApiError('boom', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({ isAuthenticated: true, error: problemSays('Token refresh failed') });
    vi.advanceTimersByTime(REFRESH_RETRY_MS);
    expect(harness.pending.has('refreshToken')).toBe(true);
  });

  describe('two-step sign-in', () => {
    const challenge = { two_step: 'code' as const, challenge: 'challenge-token' };
    async function askedForCode() {
      const harness = controlledAuth();
      actor = createActor(harness.machine).start();
      harness.settle('refreshToken', (d) => d.reject(new ApiError('none', 401, 'session_expired', 'none')));
      await flush();
      actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
      harness.settle('login', (d) => d.resolve(challenge));
      await flush();
      return harness;
    }

    it('asks for the code after a right password, with no session yet, and sends the challenge with the code', async () => {
      const harness = await askedForCode();
      expect(actor!.getSnapshot().value).toEqual({ twoStep: 'asking' });
      expect(actor!.getSnapshot().context).toMatchObject({ isAuthenticated: false, accessToken: null, twoStep: challenge });
      actor!.send({ type: 'VERIFY_TWO_STEP', recoveryCode: 'abcd-efgh-jkmn' });
      expect(harness.calls.at(-1)).toEqual({
        id: 'verifyTwoStep',
        input: { challenge: 'challenge-token', recoveryCode: 'abcd-efgh-jkmn' },
      });
      harness.settle('verifyTwoStep', (d) => d.resolve({ access: TOKEN }));
      await flush();
      expect(actor!.getSnapshot().matches('authenticated')).toBe(true);
      expect(actor!.getSnapshot().context).toMatchObject({ accessToken: TOKEN, twoStep: null });
    });

    it('says a wrong code in its own words and asks again; a sign-in that timed out goes back to the password', async () => {
      const harness = await askedForCode();
      actor!.send({ type: 'VERIFY_TWO_STEP', code: '000000' });
      harness.settle('verifyTwoStep', (d) =>
        d.reject(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { code: ['two_step_code_invalid'] })),
      );
      await flush();
      expect(actor!.getSnapshot().value).toEqual({ twoStep: 'asking' });
      expect(actor!.getSnapshot().context.error).toEqual(
        problemSays('That code is not right, or was already used. Type the code your app shows now.'),
      );
      actor!.send({ type: 'VERIFY_TWO_STEP', code: '123456' });
      harness.settle('verifyTwoStep', (d) => d.reject(new ApiError('Too long.', 401, 'two_step_expired', 'The sign-in took too long.')));
      await flush();
      expect(actor!.getSnapshot().value).toEqual({ unauthenticated: 'signedOut' });
      expect(actor!.getSnapshot().context).toMatchObject({
        twoStep: null,
        error: problemSays('Signing in took too long. Enter your password again.'),
      });
    });

    it('takes a challenge from a password reset, and starts the session only once new recovery codes are kept', async () => {
      const harness = controlledAuth();
      actor = createActor(harness.machine).start();
      harness.settle('refreshToken', (d) => d.reject(new ApiError('none', 401, 'session_expired', 'none')));
      await flush();
      actor.send({ type: 'TWO_STEP_ASKED', challenge: { ...challenge, two_step: 'setup' } });
      expect(actor.getSnapshot().value).toEqual({ twoStep: 'asking' });
      actor.send({ type: 'VERIFY_TWO_STEP', code: '123456' });
      harness.settle('verifyTwoStep', (d) => d.resolve({ access: TOKEN, recovery_codes: ['one', 'two'] }));
      await flush();
      expect(actor.getSnapshot().value).toBe('savingRecoveryCodes');
      expect(actor.getSnapshot().context).toMatchObject({
        isAuthenticated: false,
        newRecoveryCodes: { codes: ['one', 'two'], access: TOKEN },
      });
      actor.send({ type: 'RECOVERY_CODES_SAVED' });
      expect(actor.getSnapshot().matches('authenticated')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ accessToken: TOKEN, newRecoveryCodes: null });
    });
  });
});
