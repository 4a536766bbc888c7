import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutPage, ContactPage, FaqAdmin, FaqPage } from '@/api/contract/site-content';
import { seedDemoData } from '@server/src/seed';
import { sanitiseRichText } from '@server/src/rich-text/sanitise';
import { DEMO_PASSWORD, DEMO_USERS } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
});
afterAll(() => server.close());

const read = async <T>(url: string, as?: string) => {
  const headers = as ? { authorization: `Bearer ${(await signIn(server.app, as, DEMO_PASSWORD)).access}` } : {};
  const response = await server.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('the public site’s demo content', () => {
  it('has a FAQ in four categories of three or four answers, in both languages, stored as the editor would store it', async () => {
    const faq = await read<FaqAdmin>('/api/v1/site-content/faq/', 'ceo@lato.test');
    expect(faq.categories.map((c) => c.slug)).toEqual(['lato-ai', 'projects', 'billing', 'privacy-data']);
    const entries = faq.categories.flatMap((c) => c.entries);
    for (const category of faq.categories) expect(category.entries.length, category.slug).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect(entry.question_es, entry.slug).not.toBe(entry.question_en);
      for (const answer of [entry.answer_en, entry.answer_es]) expect(sanitiseRichText(answer), entry.slug).toBe(answer);
    }
    const slugs = [...faq.categories.map((c) => c.slug), ...entries.map((e) => e.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    const es = await read<FaqPage>('/api/v1/site/faqs/?lang=es');
    expect(es.categories.map((c) => c.name)).toEqual(['Lato AI', 'Proyectos', 'Facturación', 'Privacidad y datos']);
  });

  it('has three offices, four testimonials and the cards of five staff logins, with real counters', async () => {
    const contact = await read<ContactPage>('/api/v1/site/contact/?lang=es');
    expect(contact.offices.map((o) => o.city)).toEqual(['Madrid', 'Mexico City', 'Austin, TX']);
    for (const office of contact.offices) expect(office.email).toMatch(/@lato\.example$/);
    const about = await read<AboutPage>('/api/v1/site/about/?lang=es');
    expect(about.testimonials).toHaveLength(4);
    const staff = DEMO_USERS.filter((u) => ['CEO', 'CTO', 'PM_CLIENT', 'PM_DEV', 'DEV'].includes(u.role)).map((u) => u.fullName);
    expect(about.team.map((m) => m.name)).toEqual(staff);
    expect(about.team[0]!.title).toBe('Fundadora y CEO');
    expect(about.counters.clients).toBeGreaterThan(0);
    expect(about.counters.calls_answered).toBeGreaterThan(0);
  });

  it('gives each staff login the card the About page shows', async () => {
    const card = await read<{ shown: boolean; title_en: string }>('/api/v1/site-content/team-profile/', 'cto@lato.test');
    expect(card).toMatchObject({ shown: true, title_en: 'Chief Technology Officer' });
    expect(await read('/api/v1/site-content/team-profile/', 'cfo@lato.test')).toMatchObject({ shown: false });
  });
});
