import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_OUTCOMES,
  settingsFields,
  type AssistantSettings,
  type CallPage,
  type Conversation,
  type TranscriptPage,
  type TwilioNumber,
} from '@/api/contract/lato-ai';
import type { UnansweredQuestions } from '@/api/contract/call-analytics';
import { addDays } from '@/api/contract/dashboards';
import { rulesReply } from '@server/src/assistant/embedded-engine';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { UNANSWERED } from './scenarios';
import { SECOND_CLIENT } from './seed';

let server: TestServer;
const token = {} as Record<'grace' | 'hugo', string>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
  token.grace = (await signIn(server.app, 'client@lato.test', DEMO_PASSWORD)).access;
  token.hugo = (await signIn(server.app, SECOND_CLIENT.email, DEMO_PASSWORD)).access;
});
afterAll(() => server.close());

const get = async <T>(url: string, who: keyof typeof token = 'grace'): Promise<T> => {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token[who]}` } });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('the Lato AI demo data', () => {
  it('gives the demo client two numbers, one in English and one in Spanish, with about 150 calls of every outcome', async () => {
    const numbers = await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/');
    expect(numbers.map((n) => n.friendly_name)).toEqual(['Okafor Dental — Front desk', 'Clínica Okafor Madrid']);
    let total = 0;
    const outcomes = new Set<string>();
    const statuses = new Set<string>();
    for (const number of numbers) {
      const page = await get<CallPage>(`/api/v1/calls_service/chats/calls/?twilio_number=${number.id}&page_size=100`);
      total += page.count;
      const all = [...page.results];
      if (page.num_pages > 1)
        all.push(...(await get<CallPage>(`/api/v1/calls_service/chats/calls/?twilio_number=${number.id}&page_size=100&page=2`)).results);
      for (const c of all) {
        if (c.outcome) outcomes.add(c.outcome);
        statuses.add(c.status);
      }
      const settings = await get<{ language: string }>(`/api/v1/calls_service/settings/${number.id}/`);
      expect(settings.language).toBe(number.phone_number.startsWith('+34') ? 'es' : 'en');
    }
    expect(total).toBeGreaterThanOrEqual(140);
    expect(total).toBeLessThanOrEqual(170);
    expect([...outcomes].sort()).toEqual([...CALL_OUTCOMES].sort());
    expect(statuses).toContain('completed');
    expect(statuses).toContain('no_answer');
    expect(statuses).toContain('in_progress');
  });

  it('writes transcripts of 4 to about 30 turns, and about 40 SMS conversations', async () => {
    const [dental, madrid] = await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/');
    const page = await get<CallPage>(`/api/v1/calls_service/chats/calls/?twilio_number=${dental!.id}&status=completed&page_size=40`);
    const lengths = await Promise.all(
      page.results.map(async (c) => (await get<TranscriptPage>(`/api/v1/calls_service/chats/logs/?call_id=${c.id}`)).count),
    );
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(35);
    expect(Math.max(...lengths)).toBeGreaterThan(15);
    let conversations = 0;
    for (const number of [dental!, madrid!])
      conversations += (
        await get<Conversation[]>(`/api/v1/twilio/latest-customer-chats/?ai_phone_number=${encodeURIComponent(number.phone_number)}`)
      ).length;
    expect(conversations).toBeGreaterThanOrEqual(30);
  });

  it('speaks each number’s language, and greets with the name its assistant is given', async () => {
    const names = new Set<string>();
    for (const who of ['grace', 'hugo'] as const) {
      for (const number of await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/', who)) {
        const settings = await get<AssistantSettings>(`/api/v1/calls_service/settings/${number.id}/`, who);
        names.add(settings.assistant_name);
        const page = await get<CallPage>(`/api/v1/calls_service/chats/calls/?twilio_number=${number.id}&page_size=100`, who);
        const named = new Set<string>();
        for (const call of page.results.filter((c) => c.status === 'completed').slice(0, 15)) {
          const [greeting] = (await get<TranscriptPage>(`/api/v1/calls_service/chats/logs/?call_id=${call.id}`, who)).results;
          const name = greeting!.text.match(/(?:This is|this is|Soy) ([^,.]+)/)?.[1];
          if (name) named.add(name);
        }
        expect([...named], number.friendly_name).toEqual([settings.assistant_name]);
        // Calls that never reached the assistant are summarised in the number's language too.
        const missed = page.results.filter((c) => c.outcome === 'missed').map((c) => c.summary);
        expect(missed.length, number.friendly_name).toBeGreaterThan(0);
        for (const summary of missed)
          expect(summary, number.friendly_name).toMatch(settings.language === 'es' ? /^(Nadie|La |No se)/ : /^(Nobody|The )/);
      }
    }
    // The English demo assistants have names of their own, not the product's.
    expect([...names].sort()).toEqual(['Ellie', 'Lucía', 'Sofia']);
  });

  it('gives the second demo client a number of their own, and none of the first one’s', async () => {
    const theirs = await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/', 'hugo');
    expect(theirs.map((n) => n.friendly_name)).toEqual(['Bernard Plumbing']);
    const [dental] = await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/calls_service/chats/calls/?twilio_number=${dental!.id}`,
      headers: { authorization: `Bearer ${token.hugo}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('sets every number up with settings the settings page can save as they are', async () => {
    for (const who of ['grace', 'hugo'] as const) {
      for (const number of await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/', who)) {
        const {
          twilio_number: _n,
          updated_at: _u,
          ...fields
        } = await get<Record<string, unknown>>(`/api/v1/calls_service/settings/${number.id}/`, who);
        expect(settingsFields.safeParse(fields).error, number.friendly_name).toBeUndefined();
        expect((fields as AssistantSettings).faq.length, number.friendly_name).toBeGreaterThan(0);
      }
    }
  });

  it('shows the call analytics the questions the clinics’ assistants could not answer, in each number’s language', async () => {
    // The seed's calls go back 60 days and a few hours; the period runs to tomorrow, wherever the number is.
    const period = `from=${addDays(new Date().toISOString().slice(0, 10), -62)}&to=${addDays(new Date().toISOString().slice(0, 10), 1)}`;
    for (const number of await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/')) {
      const settings = await get<AssistantSettings>(`/api/v1/calls_service/settings/${number.id}/`);
      const { rows } = await get<UnansweredQuestions>(`/api/v1/analytics/calls/unanswered/?${period}&number=${number.id}&limit=50`);
      expect(rows.map((row) => row.question).sort(), number.friendly_name).toEqual([...UNANSWERED[settings.language]].sort());
      expect(rows.every((row) => row.times >= 1 && row.number_id === number.id)).toBe(true);
      // As the assistant would have answered them: no FAQ entry or rule fits.
      for (const { question } of rows)
        expect(rulesReply({ settings, history: [], said: question, channel: 'voice', now: new Date() }).unanswered, question).toBe(true);
    }
    expect((await get<UnansweredQuestions>(`/api/v1/analytics/calls/unanswered/?${period}`, 'hugo')).rows).toEqual([]);
  });
});

describe('the demo businesses (organisations seed)', () => {
  it('has two businesses of two and three people, Maya Chen in both, each reading only its own numbers', async () => {
    const maya = (await signIn(server.app, 'reception@lato.test', DEMO_PASSWORD)).access;
    const as = async <T>(url: string, access: string) =>
      (await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } })).json<T>();
    const mine = await as<{ id: number; name: string; role: string }[]>('/api/v1/organisations/mine/', maya);
    expect(mine.map((m) => [m.name, m.role])).toEqual([
      ['Bernard Plumbing & Heating', 'member'],
      ['Okafor Dental Studio', 'member'],
    ]);
    const people = async (id: number) =>
      (await as<{ email: string; role: string }[]>(`/api/v1/organisations/${id}/members/`, maya)).map((p) => `${p.email} ${p.role}`);
    expect(await people(mine[1]!.id)).toEqual(['client@lato.test owner', 'reception@lato.test member']);
    expect(await people(mine[0]!.id)).toEqual(['amelia.hart@lato.test owner', 'client2@lato.test owner', 'reception@lato.test member']);
    const numbers = await as<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/', maya);
    expect(new Set(numbers.map((n) => n.organisation.name))).toEqual(new Set(['Okafor Dental Studio', 'Bernard Plumbing & Heating']));
    const graces = await get<TwilioNumber[]>('/api/v1/calls_service/chats/twilio-numbers/');
    expect(graces.every((n) => n.organisation.name === 'Okafor Dental Studio')).toBe(true);
  });

  it('gives every other client a business of their own, and projects a business as their client', async () => {
    const ceo = (await signIn(server.app, 'ceo@lato.test', DEMO_PASSWORD)).access;
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/v1/organisations/', headers: { authorization: `Bearer ${ceo}` } })
    ).json<{ people: number; projects: number }[]>();
    expect(list.every((b) => b.people >= 1)).toBe(true);
    expect(list.reduce((sum, b) => sum + b.projects, 0)).toBeGreaterThan(0);
  });
});
