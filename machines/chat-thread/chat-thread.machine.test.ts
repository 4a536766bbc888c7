// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { chatThreadMachine, type ChatPageRequest } from './chat-thread.machine';
import { MODEL_CUSTOMER, MODEL_NUMBER_ID, SAMPLE_CHAT_PAGE, SAMPLE_OLDER_PAGE, chatThreadModel, modelSms } from './chat-thread.paths';

let actor: Actor<typeof chatThreadMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start() {
  const harness = controlledActors(['loadPage', 'sendSms'] as const);
  actor = createActor(chatThreadMachine.provide({ actors: harness.actors }), {
    input: { numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER },
  }).start();
  return harness;
}

async function loaded() {
  const harness = start();
  harness.settle('loadPage', (d) => d.resolve(SAMPLE_CHAT_PAGE));
  await flush();
  return harness;
}

const outbox = () => actor!.getSnapshot().context.outbox.map((sms) => [sms.body, sms.status]);
const refused = new ApiError('Bad Gateway', 502, undefined, 'Twilio is down');

describe('chat thread machine: generated paths', () => {
  testGeneratedPaths({
    root: chatThreadMachine.root,
    model: chatThreadModel,
    start: () => ({ harness: start(), actor: actor! }),
  });
});

describe('chat thread machine: behaviour', () => {
  it('reads the newest page, then older pages above it, without showing a message twice', async () => {
    const harness = await loaded();
    expect(harness.calls[0]!.input).toEqual({ numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER, page: 1 });
    actor!.send({ type: 'LOAD_OLDER' });
    expect(harness.calls[1]!.input).toEqual({ numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER, page: 2 });
    // A message that arrived meanwhile pushed message 3 onto the older page.
    harness.settle('loadPage', (d) =>
      d.resolve({ ...SAMPLE_OLDER_PAGE, results: [...SAMPLE_OLDER_PAGE.results, SAMPLE_CHAT_PAGE.results[0]!] }),
    );
    await flush();
    expect(actor!.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    actor!.send({ type: 'LOAD_OLDER' });
    expect(harness.calls).toHaveLength(2);
  });

  it('sends messages one at a time in the order written, each shown at once', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SEND', body: '  First  ' });
    actor!.send({ type: 'SEND', body: 'Second' });
    actor!.send({ type: 'SEND', body: '   ' });
    expect(outbox()).toEqual([
      ['First', 'sending'],
      ['Second', 'pending'],
    ]);
    expect(harness.calls.filter((c) => c.id === 'sendSms').map((c) => c.input)).toEqual([
      { numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER, body: 'First' },
    ]);
    harness.settle('sendSms', (d) => d.resolve(modelSms(10, 'agent', 'First', 'queued')));
    await flush();
    expect(outbox()).toEqual([['Second', 'sending']]);
    harness.settle('sendSms', (d) => d.resolve(modelSms(11, 'agent', 'Second', 'queued')));
    await flush();
    expect(outbox()).toEqual([]);
    expect(
      actor!
        .getSnapshot()
        .context.messages.map((m) => m.body)
        .slice(-2),
    ).toEqual(['First', 'Second']);
  });

  it('keeps a refused message with the reason, sends the next, and sends the refused one again when asked', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SEND', body: 'First' });
    actor!.send({ type: 'SEND', body: 'Second' });
    harness.settle('sendSms', (d) => d.reject(refused));
    await flush();
    expect(actor!.getSnapshot().context.outbox[0]).toMatchObject({ body: 'First', status: 'failed', error: problemSays('Twilio is down') });
    expect(outbox()[1]).toEqual(['Second', 'sending']);
    // Asked again while Second is on its way: First waits its turn, and Second's answer is Second's.
    actor!.send({ type: 'RETRY_SEND', key: 1 });
    harness.settle('sendSms', (d) => d.resolve(modelSms(11, 'agent', 'Second', 'queued')));
    await flush();
    expect(outbox()).toEqual([['First', 'sending']]);
    harness.settle('sendSms', (d) => d.resolve(modelSms(12, 'agent', 'First', 'queued')));
    await flush();
    expect(
      actor!
        .getSnapshot()
        .context.messages.map((m) => m.body)
        .slice(-2),
    ).toEqual(['Second', 'First']);
  });

  it('discards only a refused message', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SEND', body: 'First' });
    actor!.send({ type: 'DISCARD', key: 1 });
    expect(outbox()).toEqual([['First', 'sending']]);
    harness.settle('sendSms', (d) => d.reject(refused));
    await flush();
    actor!.send({ type: 'DISCARD', key: 1 });
    expect(outbox()).toEqual([]);
    expect(actor!.getSnapshot().matches({ ready: { outbox: 'idle' } })).toBe(true);
  });
});

describe('chat thread machine: messages heard elsewhere (REFRESH)', () => {
  const incoming = modelSms(5, 'customer', 'See you then!');
  const pageRequests = (harness: ReturnType<typeof start>) =>
    harness.calls.filter((c) => c.id === 'loadPage').map((c) => c.input as ChatPageRequest);
  const bodies = () => actor!.getSnapshot().context.messages.map((m) => m.body);

  it('reads the newest page again and adds a new message at the end, and a delivery status in place', async () => {
    const harness = await loaded();
    actor!.send({ type: 'REFRESH' });
    expect(actor!.getSnapshot().matches({ ready: { history: 'refreshing' } })).toBe(true);
    expect(pageRequests(harness).at(-1)).toEqual({ numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER, page: 1 });
    const [question, answer] = SAMPLE_CHAT_PAGE.results;
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_CHAT_PAGE, results: [answer!, { ...incoming }] }));
    await flush();
    expect(bodies()).toEqual([question!.body, answer!.body, 'See you then!']);
    expect(actor!.getSnapshot().matches({ ready: { history: 'idle' } })).toBe(true);
  });

  it('shows a message sent here once, when a refresh read it before the server answered', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SEND', body: 'Thanks' });
    actor!.send({ type: 'REFRESH' });
    const sent = modelSms(6, 'agent', 'Thanks', 'queued');
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_CHAT_PAGE, results: [...SAMPLE_CHAT_PAGE.results, sent] }));
    await flush();
    harness.settle('sendSms', (d) => d.resolve(sent));
    await flush();
    expect(bodies().filter((body) => body === 'Thanks')).toHaveLength(1);
  });

  it('reads the newest page after the older one under way, and keeps what is shown when that read fails', async () => {
    const harness = await loaded();
    actor!.send({ type: 'LOAD_OLDER' });
    actor!.send({ type: 'REFRESH' });
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_OLDER_PAGE));
    await flush();
    expect(pageRequests(harness).map((r) => r.page)).toEqual([1, 2, 1]);
    harness.settle('loadPage', (d) => d.reject(refused));
    await flush();
    expect(actor!.getSnapshot().matches({ ready: { history: 'idle' } })).toBe(true);
    expect(bodies()).toHaveLength(4);
  });
});
