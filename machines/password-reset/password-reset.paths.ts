import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import { DEMO_RESET_EMAIL } from '@server/test/demo-answers';
import { RESET_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { ApiError } from '@/api/api-error';
import { DEMO_PASSWORD, demoAnswer, demoError, demoUser } from '@machines/testing/demo';
import { timerEvents, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { passwordResetMachine, type PasswordResetSnapshot } from './password-reset.machine';

/** The demo login whose password the checklist resets, to the demo password again so the demo stays as it was. */
export const MODEL_EMAIL = DEMO_RESET_EMAIL;
/** The code the model types: the tester types the one the e-mail brings (or another, where a step says so). */
export const MODEL_CODE = '482913';
export const MODEL_PASSWORD = DEMO_PASSWORD;
export const MODEL_ACCESS = 'model-access-token';

const failed = (id: string, error: ApiError): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

function passwordResetModelEvents(): ModelEvent[] {
  return [
    { type: 'REQUEST_CODE', email: MODEL_EMAIL },
    { type: 'VERIFY', code: MODEL_CODE, newPassword: MODEL_PASSWORD },
    { type: 'RESEND' },
    { type: 'CHANGE_EMAIL' },
    { type: 'xstate.done.actor.requestCode', output: demoAnswer('ask for a reset code') },
    failed('requestCode', demoError('ask for a reset code a sixth time within the hour')),
    { type: 'xstate.done.actor.verifyCode', output: { access: MODEL_ACCESS } },
    failed('verifyCode', demoError('a wrong reset code')),
    failed('verifyCode', demoError('a reset code after 11 minutes')),
    failed('verifyCode', demoError('a fifth wrong reset code')),
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

/** The screen waits for the server: sending the e-mail, checking the code, or sending a new one. */
const waiting = (state: AnyMachineSnapshot) =>
  state.matches('requesting') ||
  state.matches({ enteringCode: { form: 'verifying' } }) ||
  state.matches({ enteringCode: { resend: 'sending' } });

const CODE_PROBLEMS: Record<string, string> = {
  code_invalid: 'the code is wrong',
  code_expired: 'the code has expired',
  code_used_up: 'the code is used up (five wrong tries)',
};

/** Which code the tester typed, for each answer of the server. */
const CODES_TYPED: Record<string, string> = {
  code_invalid: 'The code typed was any other six digits than the e-mail’s: the server refuses it',
  code_expired: `The code typed was the e-mail’s, over ${RESET_CODE_TTL_SECONDS / 60} minutes after it came: the server refuses it`,
  code_used_up: 'The code typed was a wrong one for the fifth time (type four other wrong codes first): the server refuses it',
};

/** Where the tester finds the code: the e-mail, which the demo (with no SMTP server) keeps in its development outbox. */
const CODE_SOURCE = 'the e-mail (the demo keeps it in its development outbox: open /dev/outbox on the machine running it)';

export const passwordResetModel: QaModel = {
  id: 'password-reset',
  title: 'Forgot password',
  setup:
    `sign out, open the sign-in page and click "Forgot password?" (/forget-password). The paths reset the password of ` +
    `${MODEL_EMAIL} (${demoUser(MODEL_EMAIL).full_name}), to ${DEMO_PASSWORD} again. The server takes five code requests ` +
    'per e-mail an hour: past them, wait for the hour to pass or start a fresh demo.',
  paths: () => transitionCoverPaths(passwordResetMachine, { events: passwordResetModelEvents(), serializeState, waiting }),
  step(event, before) {
    const error = event.error as ApiError | undefined;
    switch (event.type) {
      case 'REQUEST_CODE':
        return `Type ${String(event.email)} and click "Send code".`;
      case 'VERIFY':
        return `Type a 6-digit code (the next step says which), the new password ${String(event.newPassword)} twice, and click "Set new password".`;
      case 'RESEND':
        return 'Click "Send a new code".';
      case 'CHANGE_EMAIL':
        return 'Click "Use another e-mail".';
      case 'xstate.done.actor.requestCode':
        return (before as PasswordResetSnapshot).matches('requesting')
          ? 'Wait for the answer: the e-mail is sent.'
          : 'Wait for the new code to be sent.';
      case 'xstate.error.actor.requestCode':
        return `This was the sixth code asked for this e-mail within the hour: the server refuses it (${error?.status}).`;
      case 'xstate.done.actor.verifyCode':
        return `The code typed was the one from ${CODE_SOURCE}: the server takes it.`;
      case 'xstate.error.actor.verifyCode':
        return `${CODES_TYPED[error?.fieldErrors.code?.[0] ?? ''] ?? 'The server refuses the code'}.`;
      default:
        return event.type.startsWith('xstate.after.') ? 'Wait a minute.' : `Send ${event.type}.`;
    }
  },
  expect(state) {
    const snapshot = state as PasswordResetSnapshot;
    const { email, error, fieldErrors } = snapshot.context;
    const problem = error
      ? `, saying "${problemInSource(error)}"`
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
  waiting,
};
