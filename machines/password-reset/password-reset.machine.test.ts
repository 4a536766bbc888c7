// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { RESEND_COOL_DOWN_SECONDS } from '@/api/contract/account';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { passwordResetMachine } from './password-reset.machine';
import { MODEL_CODE, MODEL_EMAIL, MODEL_PASSWORD, passwordResetModel } from './password-reset.paths';

let actor: Actor<typeof passwordResetMachine> | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.useRealTimers();
});

function start(input: { email?: string } = {}) {
  const harness = controlledActors(['requestCode', 'verifyCode'] as const);
  actor = createActor(passwordResetMachine.provide({ actors: harness.actors }), { input }).start();
  return harness;
}

describe('forgot password machine: generated paths', () => {
  testGeneratedPaths({
    root: passwordResetMachine.root,
    model: passwordResetModel,
    start: () => ({ harness: start(), actor: actor! }),
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    delayOf: () => RESEND_COOL_DOWN_SECONDS * 1000,
  });
});

describe('forgot password machine: behaviour', () => {
  it('starts on the code step when it is given the e-mail, with the count-down running', () => {
    start({ email: MODEL_EMAIL });
    expect(actor!.getSnapshot().value).toEqual({ enteringCode: { form: 'idle', resend: 'coolingDown' } });
  });

  it('offers a new code only once the count-down is over', async () => {
    const harness = start({ email: MODEL_EMAIL });
    actor!.send({ type: 'RESEND' });
    expect(harness.pending.has('requestCode')).toBe(false);
    vi.advanceTimersByTime(RESEND_COOL_DOWN_SECONDS * 1000 - 1);
    expect(actor!.getSnapshot().matches({ enteringCode: { resend: 'coolingDown' } })).toBe(true);
    vi.advanceTimersByTime(1);
    actor!.send({ type: 'RESEND' });
    expect(harness.calls.at(-1)).toEqual({ id: 'requestCode', input: { email: MODEL_EMAIL } });
  });

  it('keeps a refused code on its field, and says other failures for the page', async () => {
    const harness = start({ email: MODEL_EMAIL });
    actor!.send({ type: 'VERIFY', code: MODEL_CODE, newPassword: MODEL_PASSWORD });
    expect(harness.calls.at(-1)!.input).toEqual({ email: MODEL_EMAIL, code: MODEL_CODE, newPassword: MODEL_PASSWORD });
    harness.settle('verifyCode', (d) => d.reject(new ApiError('x', 400, 'invalid', 'Invalid request.', { code: ['code_expired'] })));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({ fieldErrors: { code: ['code_expired'] }, error: null });
    actor!.send({ type: 'VERIFY', code: MODEL_CODE, newPassword: MODEL_PASSWORD });
    harness.settle('verifyCode', (d) => d.reject(new ApiError('fetch failed', undefined, 'network', undefined)));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: problemSays('Cannot reach the server. Check your connection and try again.'),
    });
  });

  it('ends signed in with the access token the right code got', async () => {
    const harness = start({ email: MODEL_EMAIL });
    actor!.send({ type: 'VERIFY', code: MODEL_CODE, newPassword: MODEL_PASSWORD });
    harness.settle('verifyCode', (d) => d.resolve({ access: 'token-123' }));
    await flush();
    expect(actor!.getSnapshot().status).toBe('done');
    expect(actor!.getSnapshot().context.answer).toEqual({ access: 'token-123' });
  });
});
