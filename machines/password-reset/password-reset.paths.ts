import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { timerEvents, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { passwordResetMachine, type PasswordResetSnapshot } from './password-reset.machine';

export const MODEL_EMAIL = 'elena.petrova@lato.test';
export const MODEL_CODE = '482913';
export const MODEL_PASSWORD = 'spring-2026-reset';
export const MODEL_ACCESS = 'model-access-token';

const refusedCode = (code: string) => new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { code: [code] });
const failed = (id: string, error: ApiError): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

function passwordResetModelEvents(): ModelEvent[] {
  return [
    { type: 'REQUEST_CODE', email: MODEL_EMAIL },
    { type: 'VERIFY', code: MODEL_CODE, newPassword: MODEL_PASSWORD },
    { type: 'RESEND' },
    { type: 'CHANGE_EMAIL' },
    { type: 'xstate.done.actor.requestCode', output: { detail: 'sent' } },
    failed('requestCode', new ApiError('Too many requests.', 429, 'rate_limited', 'Too many requests.')),
    { type: 'xstate.done.actor.verifyCode', output: { access: MODEL_ACCESS } },
    failed('verifyCode', refusedCode('code_invalid')),
    failed('verifyCode', refusedCode('code_expired')),
    failed('verifyCode', refusedCode('code_used_up')),
    ...timerEvents(passwordResetMachine.root),
  ];
}

/**
 * The states whose every transition a path takes: the step the person is on, and on the code step
 * where the form stands. The resend region's own transitions (count-down, sending) are taken once.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const value = snapshot.value as string | { enteringCode: { form: string } };
  return JSON.stringify(typeof value === 'string' ? value : value.enteringCode.form);
};

const CODE_PROBLEMS: Record<string, string> = {
  code_invalid: 'the code is wrong',
  code_expired: 'the code has expired (wait over 10 minutes before using it)',
  code_used_up: 'the code is used up (five wrong tries)',
};

export const passwordResetModel: QaModel = {
  id: 'password-reset',
  title: 'Forgot password',
  setup: 'sign out, open the sign-in page and click "Forgot password?" (/forget-password).',
  paths: () => transitionCoverPaths(passwordResetMachine, { events: passwordResetModelEvents(), serializeState }),
  step(event, before) {
    const error = event.error as ApiError | undefined;
    switch (event.type) {
      case 'REQUEST_CODE':
        return `Type ${String(event.email)} and click "Send code".`;
      case 'VERIFY':
        return 'Type the 6-digit code from the e-mail (or paste it), a new password twice, and click "Set new password".';
      case 'RESEND':
        return 'Click "Send a new code".';
      case 'CHANGE_EMAIL':
        return 'Click "Use another e-mail".';
      case 'xstate.done.actor.requestCode':
        return (before as PasswordResetSnapshot).matches('requesting')
          ? 'Wait for the answer: the e-mail is sent.'
          : 'Wait for the new code to be sent.';
      case 'xstate.error.actor.requestCode':
        return `Ask too often (six times within an hour), so the server refuses (${error?.status}).`;
      case 'xstate.done.actor.verifyCode':
        return 'The code is right.';
      case 'xstate.error.actor.verifyCode':
        return `The server refuses it: ${CODE_PROBLEMS[error?.fieldErrors.code?.[0] ?? ''] ?? 'it fails'}.`;
      default:
        return event.type.startsWith('xstate.after.') ? 'Wait a minute.' : `Send ${event.type}.`;
    }
  },
  expect(state) {
    const snapshot = state as PasswordResetSnapshot;
    const { email, error, fieldErrors } = snapshot.context;
    const problem = error
      ? `, saying "${error}"`
      : fieldErrors.code
        ? `, the code field saying ${CODE_PROBLEMS[fieldErrors.code[0]!] ?? 'it is wrong'}`
        : '';
    if (snapshot.matches('enteringEmail')) return `the e-mail form${problem}.`;
    if (snapshot.matches('requesting')) return 'the e-mail form, its button busy.';
    if (snapshot.matches('signedIn')) return 'a message that the password is set, then the dashboard.';
    const form = snapshot.matches({ enteringCode: { form: 'verifying' } }) ? 'its button busy' : 'ready';
    const resend = snapshot.matches({ enteringCode: { resend: 'coolingDown' } })
      ? '"Send a new code" waiting out its count-down'
      : snapshot.matches({ enteringCode: { resend: 'sending' } })
        ? '"Send a new code" busy'
        : '"Send a new code" available';
    return `the code form for ${email}, ${form}${problem}; ${resend}.`;
  },
};
