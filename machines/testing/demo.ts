import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { User } from '@/api/contract/auth';
import { errorFromAnswer, type ApiError } from '@/api/api-error';
import { DEMO_ANSWERS, DEMO_PASSWORD, demoAnswer, demoRefusal } from '@server/test/demo-answers';
import type { ModelEvent } from './qa';

// The QA models' data is the running demo's: what the demo server answered when
// server/test/demo-answers.test.ts asked it (server/test/demo-answers.json).
export { DEMO_PASSWORD, demoAnswer };

/** A refusal of the demo server, as the app's API client turns it into an error. */
export function demoError(key: string): ApiError {
  const { status, body } = demoRefusal(key);
  return errorFromAnswer(status, body);
}

/** The demo's answer to a call, as the event the machine gets: done with the body, or an error when the demo refuses. */
export function demoOutcome(actor: string, key: string): ModelEvent {
  const refused = (DEMO_ANSWERS[key]?.status ?? 200) >= 400;
  return refused
    ? { type: `xstate.error.actor.${actor}`, error: demoError(key) }
    : { type: `xstate.done.actor.${actor}`, output: demoAnswer(key) };
}

/** A demo login's account, as /users/me/ answers it. */
export const demoUser = (email: string): User => demoAnswer<User>(`me ${email}`);

/** How a checklist tells the tester to sign in: the demo login, its name and the demo password. */
export const signInAs = (email: string): string => `sign in as ${email} (${demoUser(email).full_name}; password ${DEMO_PASSWORD})`;

/** A phone number as the screens show it: +1 415 555 0110. */
export const phone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** Where a checklist tells the tester to get the demo data back after a path that changed it. */
export const FRESH_DEMO = 'start a fresh demo (stop it, delete ./data and run `npm start` again)';
