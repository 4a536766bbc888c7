// What the running demo answers (the database `npm start` seeds), as server/test/demo-answers.test.ts
// recorded it: the data the QA models (machines/*/*.paths.ts) take, so that the QA checklists and
// the screen-level tests show what a tester finds in the demo. Plain data, no server code: the
// machines' models import it.
import recorded from './demo-answers.json';

/** One answer of the demo server: who asked (a demo login's e-mail, or nobody), what, and what came back. */
export interface DemoAnswer {
  as: string | null;
  request: string;
  status: number;
  body: unknown;
}

interface Recorded {
  password: string;
  answers: Record<string, DemoAnswer>;
}

const { password, answers } = recorded as Recorded;

/** The password of every demo login. */
export const DEMO_PASSWORD = password;

/** The demo login whose password the forgot-password answers reset (to the demo password again). */
export const DEMO_RESET_EMAIL = 'cfo@lato.test';

/** Every recorded answer, by its name in the recording. */
export const DEMO_ANSWERS: Readonly<Record<string, DemoAnswer>> = answers;

function answer(key: string): DemoAnswer {
  const found = answers[key];
  if (!found)
    throw new Error(
      `No demo answer "${key}": add its request to server/test/demo-answers.test.ts, then run ` +
        '`npx vitest run --project api server/test/demo-answers.test.ts -u`.',
    );
  return found;
}

/** The body of a demo answer that succeeded. */
export function demoAnswer<T>(key: string): T {
  const found = answer(key);
  if (found.status >= 400) throw new Error(`The demo answer "${key}" is a refusal (${found.status}): read it with demoRefusal.`);
  return structuredClone(found.body) as T;
}

/** A refusal the demo answers: its status and body. */
export function demoRefusal(key: string): { status: number; body: unknown } {
  const found = answer(key);
  if (found.status < 400) throw new Error(`The demo answer "${key}" succeeded (${found.status}): read it with demoAnswer.`);
  return { status: found.status, body: structuredClone(found.body) };
}
