import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import { rulesReply } from './embedded-engine';
import type { ReplyRequest } from './engine';
import { modelEngine } from './model-engine';

/** What the stand-in model answers next, and the requests it was sent. */
let answer: (body: { messages: { role: string; content: string }[] }) => { status?: number; content?: string; delayMs?: number };
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let baseUrl = '';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as (typeof received)[number]['body'];
    received.push({ authorization: request.headers.authorization, body });
    const { status = 200, content = '', delayMs = 0 } = answer(body);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SETTINGS: AssistantSettings = {
  assistant_name: 'Lucía',
  greeting: 'Hola, ha llamado a Clínica Okafor.',
  instructions: 'Sea breve.',
  language: 'es',
  voice: 'Polly.Lucia-Neural',
  time_zone: 'Europe/Madrid',
  business_hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  after_hours: 'take_message',
  transfer_number: null,
  faq: [{ question: '¿Dónde aparco?', answer: 'En el aparcamiento de Goya.' }],
  sms_auto_reply: true,
};
const REQUEST: ReplyRequest = {
  settings: SETTINGS,
  history: [{ role: 'assistant', text: 'Hola, ha llamado a Clínica Okafor.' }],
  said: '¿Dónde puedo aparcar?',
  channel: 'voice',
  now: new Date('2026-11-24T10:00:00Z'),
};
const engine = (budgetMs = 500) => modelEngine({ baseUrl, apiKey: 'sk-test', model: 'tiny' }, budgetMs);

describe('the model-backed assistant', () => {
  it('asks in the number’s language with its FAQ and the conversation, and takes the structured reply', async () => {
    answer = () => ({ content: JSON.stringify({ reply: 'Puede aparcar en Goya.', action: 'continue' }) });
    expect(await engine().reply(REQUEST)).toEqual({ text: 'Puede aparcar en Goya.', action: 'continue', unanswered: false });
    const { authorization, body } = received.at(-1)!;
    expect(authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('tiny');
    expect(body.messages[0]!.content).toContain('Answer in Spanish only');
    expect(body.messages[0]!.content).toContain('Q: ¿Dónde aparco?');
    expect(body.messages[0]!.content).toContain('"answered": true | false');
    expect(body.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hola, ha llamado a Clínica Okafor.' },
      { role: 'user', content: '¿Dónde puedo aparcar?' },
    ]);
  });

  it('falls back to the rules on a late, failed or malformed answer', async () => {
    const rules = rulesReply(REQUEST);
    answer = () => ({ content: JSON.stringify({ reply: 'Tarde.', action: 'continue' }), delayMs: 400 });
    expect(await engine(100).reply(REQUEST)).toEqual(rules);
    answer = () => ({ status: 500 });
    expect(await engine().reply(REQUEST)).toEqual(rules);
    answer = () => ({ content: 'Claro, puede aparcar en Goya.' });
    expect(await engine().reply(REQUEST)).toEqual(rules);
    answer = () => ({ content: JSON.stringify({ reply: 'Le paso.', action: 'dance' }) });
    expect(await engine().reply(REQUEST)).toEqual(rules);
  });

  it('marks the words unanswered when the model says neither the FAQ nor the instructions answer them', async () => {
    answer = () => ({ content: JSON.stringify({ reply: 'No lo sé. ¿Quiere dejar un mensaje?', action: 'continue', answered: false }) });
    expect(await engine().reply(REQUEST)).toEqual({ text: 'No lo sé. ¿Quiere dejar un mensaje?', action: 'continue', unanswered: true });
    answer = () => ({ content: JSON.stringify({ reply: 'Puede aparcar en Goya.', action: 'continue', answered: true }) });
    expect((await engine().reply(REQUEST)).unanswered).toBe(false);
    // Taking a message answers the caller, whatever the model says of the FAQ.
    answer = () => ({ content: JSON.stringify({ reply: 'Tomo nota del mensaje.', action: 'take_message', answered: false }) });
    expect((await engine().reply(REQUEST)).unanswered).toBe(false);
  });

  it('keeps the rules’ mark when it falls back to them', async () => {
    const puzzling = { ...REQUEST, said: '¿Hacen descuento a estudiantes?' };
    answer = () => ({ status: 500 });
    expect(await engine().reply(puzzling)).toEqual({ ...rulesReply(puzzling), unanswered: true });
    expect((await engine().reply({ ...REQUEST, said: '¿Dónde aparco?' })).unanswered).toBeUndefined();
  });

  it('does not transfer a call when the number has nobody to transfer to', async () => {
    answer = () => ({ content: JSON.stringify({ reply: 'Le paso con alguien.', action: 'transfer' }) });
    expect(await engine().reply(REQUEST)).toEqual(rulesReply(REQUEST));
  });

  it('writes summaries, and falls back to the rules’ summary', async () => {
    answer = () => ({ content: JSON.stringify({ reply: 'Preguntó dónde aparcar.', action: 'continue' }) });
    expect(await engine().summarize(SETTINGS, [{ role: 'customer', text: '¿Dónde aparco?' }])).toBe('Preguntó dónde aparcar.');
    answer = () => ({ content: '{}' });
    expect(await engine().summarize(SETTINGS, [{ role: 'customer', text: '¿Dónde aparco?' }])).toContain('«¿Dónde aparco?»');
  });
});
