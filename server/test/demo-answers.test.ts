// The demo's answers the QA models take as their data (server/test/demo-answers.json, read through
// ./demo-answers): a fresh database gets the demo seed, as `npm start` gives it, and each request
// below is asked as the demo login it names. The answers must equal the recording; after changing a
// seed (or a request here), record them again with
// `npx vitest run --project api server/test/demo-answers.test.ts -u`, then run `npm run test:paths`.
import prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectPage } from '@/api/contract/projects';
import type { AssistantSettings, CallPage, Conversation, SimulatedCall, TwilioNumber } from '@/api/contract/lato-ai';
import { isOpen } from '@server/src/assistant/hours';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD, DEMO_USERS } from '@server/src/users/seed';
import { DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from '@server/src/auth/two-step/demo-login';
import { generate } from 'otplib';
import { refreshWith, signIn, startTestServer, type TestServer } from '@server/test/harness';
import { DEMO_RESET_EMAIL, type DemoAnswer } from './demo-answers';

const RECORDING = './demo-answers.json';

let server: TestServer;
/** The server's clock runs this far ahead of the real one (a test call in opening hours, a reset code let expire). */
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + ahead) });
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
});
afterAll(() => server.close());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** A call the simulator made up (the seed's calls are numbered, digits only), and a signed token. */
const MADE_UP_CALL = /^CA(?=[0-9]*[a-f])[0-9a-f]{32}$/;
const TOKEN = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * An answer without what changes from one seeding to the next: the seed dates things from the day
 * it runs, and the database stamps rows with the time; every date is one fixed day, every instant
 * one fixed instant. The checklists name no date, and the order of rows (which the server sets
 * from the real dates) stays as it was answered. A simulated call's random id is one fixed id, and
 * an access token a placeholder.
 */
function steady(value: unknown): unknown {
  if (typeof value === 'string') {
    if (DAY.test(value)) return '2026-11-20';
    if (INSTANT.test(value)) return '2026-11-20T15:00:00.000Z';
    if (TOKEN.test(value)) return 'an access token';
    return MADE_UP_CALL.test(value) ? `CA${'f'.repeat(32)}` : value;
  }
  if (Array.isArray(value)) return value.map(steady);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, steady(v)]));
  return value;
}

const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, (await signIn(server.app, email, DEMO_PASSWORD)).access);
  return tokens.get(email)!;
}

const answers: Record<string, DemoAnswer> = {};

function keep(key: string, as: string | null, request: string, response: { statusCode: number; body: string }) {
  expect(key in answers, `${key} is asked twice`).toBe(false);
  answers[key] = { as, request, status: response.statusCode, body: steady(response.body ? JSON.parse(response.body) : null) };
}

/** Asks the demo server, as a demo login (or nobody), and records the answer under `key`. */
async function ask<T = unknown>(
  key: string,
  as: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown> | FormData,
): Promise<T> {
  const headers = as ? { authorization: `Bearer ${await tokenOf(as)}` } : {};
  const response = await server.app.inject({ method, url, headers, ...(payload && { payload: payload as never }) });
  keep(key, as, `${method} ${url}`, response);
  return (response.body ? response.json() : null) as T;
}

const CEO = 'ceo@lato.test';
const PM_DEV = 'pm.dev@lato.test';
const DEV = 'dev@lato.test';
const CLIENT = 'client@lato.test';
const RESET = DEMO_RESET_EMAIL;

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** The users list as the users pages ask for it (newest first, 20 to a page), and the tabs' counts. */
async function usersPages(after: string) {
  for (const [scope, search, page] of [
    ['all', '', 1],
    ['all', '', 2],
    ['clients', '', 1],
    ['all', 'ana', 1],
    ['clients', 'ana', 1],
  ] as const) {
    const path = scope === 'all' ? '/api/v1/users/users/' : `/api/v1/users/${scope}/`;
    await ask(
      `users ${scope} "${search}" page ${page}${after}`,
      CEO,
      'GET',
      `${path}?${query({ page, page_size: 20, ordering: '-date_joined', search })}`,
    );
  }
  for (const search of ['', 'ana'])
    await ask(`user counts "${search}"${after}`, CEO, 'GET', `/api/v1/users/users/role-counts/?${query({ search })}`);
}

async function projectsPages(after: string) {
  for (const search of ['', 'kiosk', 'zebra'])
    await ask<ProjectPage>(
      `projects "${search}" page 1${after}`,
      PM_DEV,
      'GET',
      `/api/v1/projects/project-list/?${query({ page: 1, page_size: 20, search, ordering: '-created_at' })}`,
    );
}

/** The demo login with two-step sign-in: its code step, refused, accepted, and timed out. */
async function twoStepAnswers() {
  const login = { email: DEMO_TWO_STEP_LOGIN.email, password: DEMO_PASSWORD };
  const step = (key: string, challenge: string, code: string) =>
    ask<{ access: string }>(key, null, 'POST', '/api/v1/users/login/two-step/', { challenge, code });
  const codeAt = (offsetSeconds: number) =>
    generate({ secret: DEMO_TWO_STEP_KEY, epoch: Math.floor((Date.now() + ahead) / 1000) + offsetSeconds });
  const { challenge } = await ask<{ challenge: string }>('sign in with two-step on', null, 'POST', '/api/v1/users/login/', login);
  // A wrong code for certain: none of the three the server would take (the step before, this one, the next).
  const taken = await Promise.all([-30, 0, 30].map(codeAt));
  let wrong = 0;
  while (taken.includes(String(wrong).padStart(6, '0'))) wrong += 1;
  await step('two-step with a wrong code', challenge, String(wrong).padStart(6, '0'));
  const { access } = await step('two-step with the right code', challenge, await codeAt(0));
  const me = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });
  keep(`me ${DEMO_TWO_STEP_LOGIN.email}`, DEMO_TWO_STEP_LOGIN.email, 'GET /api/v1/users/me/', me);
  const late = (await ask<{ challenge: string }>('sign in with two-step on, again', null, 'POST', '/api/v1/users/login/', login)).challenge;
  ahead += 301_000;
  await step('two-step after the sign-in timed out', late, await codeAt(0));
  ahead -= 301_000;
}

async function record() {
  for (const { email } of DEMO_USERS) await ask(`me ${email}`, email, 'GET', '/api/v1/users/me/');

  // Sign-in and session.
  await ask('sign in with a wrong password', null, 'POST', '/api/v1/users/login/', { email: CEO, password: 'not-the-password' });
  await ask('renew without a session', null, 'POST', '/api/v1/users/token/refresh/');
  await twoStepAnswers();
  const here = await signIn(server.app, CEO, DEMO_PASSWORD);
  // From the session the CEO's other asks use, which stays signed in.
  await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/sign-out-others/',
    headers: { authorization: `Bearer ${await tokenOf(CEO)}` },
  });
  keep(
    'renew a session another device signed out',
    CEO,
    'POST /api/v1/users/token/refresh/ (after "Sign out other devices" elsewhere)',
    await refreshWith(server.app, here.refresh, here.xsrf),
  );

  // Users: the list, then again with a client added.
  await usersPages('');
  const created = new FormData();
  for (const [name, value] of Object.entries({
    full_name: 'Ana Client',
    email: 'ana.client@example.com',
    role: 'CLIENT',
  }))
    created.append(name, value);
  await ask('add the user Ana Client', CEO, 'POST', '/api/v1/users/users/', created);
  await usersPages(' after adding Ana Client');

  // Projects: the list, the phase editor's project and its archive, then the list with a project added.
  const list = await ask<ProjectPage>('projects', PM_DEV, 'GET', '/api/v1/projects/project-list/');
  await ask('projects of pm.client@lato.test', 'pm.client@lato.test', 'GET', '/api/v1/projects/project-list/');
  const project = list.results.find((p) => p.name === 'Esposito Imports e-commerce')!;
  await ask('board of Esposito Imports e-commerce', PM_DEV, 'GET', `/api/v1/projects/phases/?project_id=${project.id}`);
  await ask('archive of Esposito Imports e-commerce', PM_DEV, 'GET', `/api/v1/projects/archive-tasks/?project_id=${project.id}`);
  await projectsPages('');
  await ask('create the project Brand book', PM_DEV, 'POST', '/api/v1/projects/project-list/', {
    name: 'Brand book',
    description: '',
    status: 'upcoming',
    start_date: null,
    end_date: null,
    client: null,
    members: [],
  });
  await projectsPages(' after creating Brand book');

  // The todo board.
  await ask('todo board', DEV, 'GET', '/api/v1/projects/todo-list');
  await ask('add the todo Call the bank', DEV, 'POST', '/api/v1/projects/todo-list', {
    title: 'Call the bank',
    phase: null,
    start_date: null,
    end_date: null,
  });

  // Lato AI: calls, a transcript longer than a page, a conversation, the settings, a test call.
  const numbers = await ask<TwilioNumber[]>('numbers', CLIENT, 'GET', '/api/v1/calls_service/chats/twilio-numbers/');
  let firstPage: CallPage | undefined;
  const asked = numbers.flatMap((n) => [undefined, 'no_answer'].flatMap((s) => [1, 2].map((p) => [n, s, p] as const)));
  for (const [number, status, page] of asked) {
    const answer = await ask<CallPage>(
      `calls of ${number.phone_number}${status ? ` "${status}"` : ''} page ${page}`,
      CLIENT,
      'GET',
      `/api/v1/calls_service/chats/calls/?${query({ twilio_number: number.id, page, page_size: 20, status })}`,
    );
    firstPage ??= answer;
  }
  // The first call on the first page whose transcript is longer than a page.
  for (const call of firstPage!.results) {
    const url = `/api/v1/calls_service/chats/logs/?call_id=${call.id}`;
    const head = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await tokenOf(CLIENT)}` } });
    if (head.json<{ next: string | null }>().next === null) continue;
    await ask('long transcript page 1', CLIENT, 'GET', url);
    await ask('long transcript page 2', CLIENT, 'GET', `${url}&page=2`);
    break;
  }
  const line = numbers[0]!.phone_number;
  const conversations = await ask<Conversation[]>(
    'conversations',
    CLIENT,
    'GET',
    `/api/v1/twilio/latest-customer-chats/?${query({ ai_phone_number: line })}`,
  );
  const customer = conversations[0]!.customer_phone_number;
  const thread = `/api/v1/twilio/chat-logs/?${query({ customer_phone_number: customer, aiPhoneNumber: line, page: 1 })}`;
  await ask('first conversation', CLIENT, 'GET', thread);
  await ask('send an SMS in the first conversation', CLIENT, 'POST', '/api/v1/twilio/chat-logs/', {
    to: customer,
    from: numbers[0]!.id,
    body: 'See you on Tuesday at 10:30.',
  });
  const settingsUrl = `/api/v1/calls_service/settings/${numbers[0]!.id}/`;
  const settings = await ask<AssistantSettings & Record<string, unknown>>('settings', CLIENT, 'GET', settingsUrl);
  const { twilio_number: _number, updated_at: _updated, ...fields } = settings;
  await ask('save the settings with the assistant Ada', CLIENT, 'PUT', settingsUrl, { ...fields, assistant_name: 'Ada' });
  await ask('save the settings with the assistant Sofia', CLIENT, 'PUT', settingsUrl, fields);
  // The assistant greets only while the number is open: the test call is made on the next half
  // hour with two open hours ahead of it, whenever the recording runs.
  const HALF_HOUR = 30 * 60_000;
  const opensFor = (at: number) => isOpen(settings, new Date(at)) && isOpen(settings, new Date(at + 2 * 60 * 60_000));
  let callAt = Math.ceil(Date.now() / HALF_HOUR) * HALF_HOUR;
  while (!opensFor(callAt)) callAt += HALF_HOUR;
  ahead = callAt - Date.now();
  const call = '/api/v1/calls_service/simulator/call/';
  const dialled = await ask<SimulatedCall>('test call: dial', CLIENT, 'POST', call, { number_id: numbers[0]!.id });
  const answered = await ask<SimulatedCall>('test call: say "Where can I park?"', CLIENT, 'POST', call, {
    number_id: numbers[0]!.id,
    call_sid: dialled.call_sid,
    next: dialled.next,
    say: 'Where can I park?',
  });
  const again = await ask<SimulatedCall>('test call: say "Where can I park?" again', CLIENT, 'POST', call, {
    number_id: numbers[0]!.id,
    call_sid: answered.call_sid,
    next: answered.next,
    say: 'Where can I park?',
  });
  await ask('test call: hang up', CLIENT, 'POST', call, {
    number_id: numbers[0]!.id,
    call_sid: again.call_sid,
    next: again.next,
    hang_up: true,
  });
  ahead = 0;

  // Forgot password: a code and the new password, wrong codes until one is used up, an expired
  // code, and asking too often (five times an hour is the limit).
  const forgot = '/api/v1/users/forgot-password/';
  const verify = '/api/v1/users/verify-code/';
  const codeSent = async () => {
    await server.app.jobs.settled();
    return (await server.sentEmails(RESET)).at(-1)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
  };
  await ask('ask for a reset code', null, 'POST', forgot, { email: RESET });
  await ask('the reset code sent', null, 'POST', verify, { email: RESET, code: await codeSent(), new_password: DEMO_PASSWORD });
  await ask('ask for another reset code', null, 'POST', forgot, { email: RESET });
  const wrong = (await codeSent()) === '000000' ? '111111' : '000000';
  const wrongTry = { email: RESET, code: wrong, new_password: DEMO_PASSWORD };
  await ask('a wrong reset code', null, 'POST', verify, wrongTry);
  for (let i = 0; i < 3; i += 1) await server.app.inject({ method: 'POST', url: verify, payload: wrongTry });
  await ask('a fifth wrong reset code', null, 'POST', verify, wrongTry);
  await server.app.inject({ method: 'POST', url: forgot, payload: { email: RESET } });
  ahead = 11 * 60_000;
  await ask('a reset code after 11 minutes', null, 'POST', verify, { email: RESET, code: await codeSent(), new_password: DEMO_PASSWORD });
  for (let i = 0; i < 2; i += 1) await server.app.inject({ method: 'POST', url: forgot, payload: { email: RESET } });
  await ask('ask for a reset code a sixth time within the hour', null, 'POST', forgot, { email: RESET });
}

describe('the demo answers the QA models take', () => {
  it('are what a freshly seeded demo answers', async () => {
    await record();
    const text = JSON.stringify({ password: DEMO_PASSWORD, answers });
    const config = await prettier.resolveConfig(new URL(RECORDING, import.meta.url).pathname);
    await expect(await prettier.format(text, { ...config, parser: 'json' })).toMatchFileSnapshot(RECORDING);
  });
});
