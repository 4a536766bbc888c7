import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AboutPage,
  ContactPage,
  FaqAdmin,
  FaqCategoryAdmin,
  FaqEntryAdmin,
  FaqPage,
  OfficeAdmin,
  TestimonialAdmin,
} from '@/api/contract/site-content';
import { calls, faqEntries, projects, teamProfiles, twilioNumbers, users, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { readAboutPage, readContactPage, readFaqPage } from './public-reads';

const S = '/api/v1/site-content';

let server: TestServer;
const people = {} as Record<'ceo' | 'pm' | 'dev' | 'client' | 'cfo', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;

type Who = keyof typeof people | null;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });

const readFaq = async () => (await call('GET', `${S}/faq/`, 'pm')).json<FaqAdmin>();
const orderOf = (faq: FaqAdmin) => faq.categories.map((c) => ({ id: c.id, entries: c.entries.map((e) => e.id) }));

async function newCategory(name_en: string, name_es: string) {
  const response = await call('POST', `${S}/faq/categories/`, 'ceo', { name_en, name_es });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FaqCategoryAdmin>();
}

async function newEntry(
  category: number,
  question_en: string,
  question_es: string,
  answer_en: string,
  answer_es: string,
  published = true,
) {
  const response = await call('POST', `${S}/faq/entries/`, 'pm', { category, question_en, question_es, answer_en, answer_es, published });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FaqEntryAdmin>();
}

let billing: FaqCategoryAdmin;
let product: FaqCategoryAdmin;
let emptyOne: FaqCategoryAdmin;
let pay: FaqEntryAdmin;
let cancel: FaqEntryAdmin;
let draft: FaqEntryAdmin;
let voices: FaqEntryAdmin;

beforeAll(async () => {
  server = await startTestServer();
  people.ceo = await server.createUser('CEO');
  people.cfo = await server.createUser('CFO', { fullName: 'Zoe Zimmer' });
  people.pm = await server.createUser('PM_CLIENT', { fullName: 'Diego Ramírez' });
  people.dev = await server.createUser('DEV', { fullName: 'Farid Haddad', avatar: '/media/avatars/farid.png' });
  people.client = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;

  billing = await newCategory('Billing', 'Facturación');
  product = await newCategory('Lato AI', 'Lato AI');
  emptyOne = await newCategory('Later', 'Después');
  pay = await newEntry(
    billing.id,
    'How do I pay?',
    '¿Cómo pago la facturación?',
    '<p>By <strong>card</strong> or bank transfer.</p>',
    '<p>Con <strong>tarjeta</strong> o transferencia bancaria.</p>',
  );
  cancel = await newEntry(billing.id, 'Can I cancel?', '¿Puedo cancelar?', '<p>Yes, at any time.</p>', '<p>Sí, cuando quieras.</p>');
  draft = await newEntry(billing.id, 'Unfinished', 'Sin terminar', '<p>Draft</p>', '<p>Borrador</p>', false);
  voices = await newEntry(
    product.id,
    'Which voices?',
    '¿Qué voces?',
    '<p>Natural voices in English and Spanish.</p>',
    '<p>Voces naturales en inglés y español.</p>',
  );
});
afterAll(() => server.close());

describe('the FAQ page', () => {
  it('shows the published answers in order, in the language asked for, with slugs to link to; empty categories are left out', async () => {
    const en = await call('GET', '/api/v1/site/faqs/', null);
    expect(en.statusCode).toBe(200);
    expect(en.json<FaqPage>()).toEqual({
      categories: [
        {
          slug: 'billing',
          name: 'Billing',
          entries: [
            { slug: 'how-do-i-pay', question: 'How do I pay?', answer: '<p>By <strong>card</strong> or bank transfer.</p>' },
            { slug: 'can-i-cancel', question: 'Can I cancel?', answer: '<p>Yes, at any time.</p>' },
          ],
        },
        {
          slug: 'lato-ai',
          name: 'Lato AI',
          entries: [{ slug: 'which-voices', question: 'Which voices?', answer: '<p>Natural voices in English and Spanish.</p>' }],
        },
      ],
    });
    const es = (await call('GET', '/api/v1/site/faqs/?lang=es', null)).json<FaqPage>();
    expect(es.categories.map((c) => c.name)).toEqual(['Facturación', 'Lato AI']);
    expect(es.categories[0]!.entries.map((e) => [e.slug, e.question])).toEqual([
      ['how-do-i-pay', '¿Cómo pago la facturación?'],
      ['can-i-cancel', '¿Puedo cancelar?'],
    ]);
  });

  it('searches questions and answers’ text whatever the accents and case, every word needed', async () => {
    const search = async (q: string, lang = 'es') =>
      (await call('GET', `/api/v1/site/faqs/?lang=${lang}&q=${encodeURIComponent(q)}`, null))
        .json<FaqPage>()
        .categories.flatMap((c) => c.entries.map((e) => e.slug));
    expect(await search('FACTURACION')).toEqual(['how-do-i-pay']);
    expect(await search('como   TARJETA')).toEqual(['how-do-i-pay']);
    expect(await search('como voces')).toEqual([]);
    expect(await search('ingles', 'es')).toEqual(['which-voices']);
    // The answer's text is searched, not its markup.
    expect(await search('strong', 'en')).toEqual([]);
    // An unpublished answer is never found.
    expect(await search('borrador')).toEqual([]);
    expect((await call('GET', `/api/v1/site/faqs/?q=${'x'.repeat(101)}`, null)).statusCode).toBe(400);
  });

  it('is the same read the server-side pages call', async () => {
    const byHttp = (await call('GET', '/api/v1/site/faqs/?lang=es&q=cancelar', null)).json();
    expect(await readFaqPage(server.database.db, 'es', 'cancelar')).toEqual(byHttp);
  });
});

describe('editing the FAQ', () => {
  it('is for the site-content roles only', async () => {
    expect((await call('GET', `${S}/faq/`, null)).statusCode).toBe(401);
    for (const who of ['client', 'dev'] as const) {
      expect((await call('GET', `${S}/faq/`, who)).statusCode, who).toBe(403);
      expect((await call('POST', `${S}/faq/categories/`, who, { name_en: 'X', name_es: 'X' })).statusCode, who).toBe(403);
      expect((await call('PUT', `${S}/faq/entries/order/`, who, { categories: [] })).statusCode, who).toBe(403);
    }
    const faq = await readFaq();
    expect(faq.categories.map((c) => c.name_en)).toEqual(['Billing', 'Lato AI', 'Later']);
    expect(faq.categories[0]!.entries.map((e) => [e.question_en, e.published])).toEqual([
      ['How do I pay?', true],
      ['Can I cancel?', true],
      ['Unfinished', false],
    ]);
  });

  it('checks the fields', async () => {
    const missing = await call('POST', `${S}/faq/categories/`, 'ceo', { name_en: 'Only English' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ name_es: ['required'] });
    const tooLong = await call('POST', `${S}/faq/entries/`, 'ceo', {
      category: billing.id,
      question_en: 'q'.repeat(201),
      question_es: 'p',
      answer_en: '<p>a</p>',
      answer_es: '<p>b</p>',
    });
    expect(tooLong.json().errors).toEqual({ question_en: ['too_long'] });
    const unknown = await call('POST', `${S}/faq/entries/`, 'ceo', {
      category: 999_999,
      question_en: 'Q',
      question_es: 'P',
      answer_en: '<p>a</p>',
      answer_es: '<p>b</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ category: ['unknown_category'] });
    expect((await call('PATCH', `${S}/faq/entries/${pay.id}/`, 'ceo', { slug: 'mine' })).statusCode).toBe(400);
  });

  it('answers 404 for a category or an answer that does not exist', async () => {
    expect((await call('PATCH', `${S}/faq/categories/999999/`, 'ceo', { name_en: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `${S}/faq/categories/999999/`, 'ceo')).statusCode).toBe(404);
    expect((await call('PATCH', `${S}/faq/entries/999999/`, 'ceo', { published: false })).statusCode).toBe(404);
    expect((await call('DELETE', `${S}/faq/entries/999999/`, 'ceo')).statusCode).toBe(404);
  });

  it('stores answers sanitised, and refuses one with no text left', async () => {
    const response = await call('PATCH', `${S}/faq/entries/${cancel.id}/`, 'ceo', {
      answer_en: '<p onclick="steal()">Yes.<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await server.database.db.select().from(faqEntries).where(eq(faqEntries.id, cancel.id));
    expect(stored!.answerEn).toBe('<p>Yes. <a rel="noopener noreferrer nofollow">here</a></p>');
    expect(stored!.answerEs).toBe('<p>Sí, cuando quieras.</p>');
    const empty = await call('PATCH', `${S}/faq/entries/${cancel.id}/`, 'ceo', { answer_es: '<script>alert(1)</script><p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ answer_es: ['required'] });
  });

  it('keeps slugs when the text is reworded, and never gives one twice (categories and answers share them)', async () => {
    const renamed = await call('PATCH', `${S}/faq/entries/${voices.id}/`, 'ceo', {
      question_en: 'Which voices can it use?',
      published: true,
    });
    expect(renamed.json<FaqEntryAdmin>()).toMatchObject({ slug: 'which-voices', question_en: 'Which voices can it use?' });
    const same = await newEntry(product.id, 'Which voices?', '¿Qué voces hay?', '<p>Six.</p>', '<p>Seis.</p>', false);
    expect(same.slug).toBe('which-voices-2');
    const clash = await newCategory('Which voices', 'Qué voces');
    expect(clash.slug).toBe('which-voices-3');
    const category = await call('PATCH', `${S}/faq/categories/${clash.id}/`, 'ceo', { name_en: 'Voices' });
    expect(category.json<FaqCategoryAdmin>()).toMatchObject({ slug: 'which-voices-3', name_en: 'Voices', name_es: 'Qué voces' });
    await call('DELETE', `${S}/faq/entries/${same.id}/`, 'ceo');
    await call('DELETE', `${S}/faq/categories/${clash.id}/`, 'ceo');
  });

  it('moves answers within and across categories in one order', async () => {
    const response = await call('PUT', `${S}/faq/entries/order/`, 'pm', {
      categories: [
        { id: product.id, entries: [cancel.id, voices.id] },
        { id: billing.id, entries: [draft.id, pay.id] },
        { id: emptyOne.id, entries: [] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(orderOf(response.json<FaqAdmin>())).toEqual([
      { id: billing.id, entries: [draft.id, pay.id] },
      { id: product.id, entries: [cancel.id, voices.id] },
      { id: emptyOne.id, entries: [] },
    ]);
    expect(response.json<FaqAdmin>().categories[1]!.entries[0]!.category).toBe(product.id);
  });

  it('changes nothing when the order is stale, names something twice or something unknown', async () => {
    const before = orderOf(await readFaq());
    const refused = [
      // The first category's move is good; the answer named in two categories spoils the whole order.
      [
        { id: billing.id, entries: [pay.id, draft.id] },
        { id: product.id, entries: [cancel.id, voices.id, pay.id] },
        { id: emptyOne.id, entries: [] },
      ],
      // An answer left out (made by someone else since, say).
      [
        { id: billing.id, entries: [pay.id] },
        { id: product.id, entries: [voices.id, cancel.id] },
        { id: emptyOne.id, entries: [] },
      ],
      // An answer that does not exist.
      [
        { id: billing.id, entries: [pay.id, draft.id, 999_999] },
        { id: product.id, entries: [voices.id, cancel.id] },
        { id: emptyOne.id, entries: [] },
      ],
      // A category left out.
      [
        { id: billing.id, entries: [pay.id, draft.id] },
        { id: product.id, entries: [voices.id, cancel.id] },
      ],
    ];
    for (const categories of refused) {
      const response = await call('PUT', `${S}/faq/entries/order/`, 'pm', { categories });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ categories: ['order_mismatch'] });
    }
    const duplicate = await call('PUT', `${S}/faq/entries/order/`, 'pm', {
      categories: [{ id: billing.id, entries: [pay.id, pay.id] }],
    });
    expect(duplicate.json().errors).toEqual({ 'categories.0.entries': ['duplicate'] });
    expect(orderOf(await readFaq())).toEqual(before);
  });

  it('puts the categories in order, all of them or none', async () => {
    const bad = await call('PUT', `${S}/faq/categories/order/`, 'ceo', { ids: [product.id, billing.id] });
    expect(bad.json().errors).toEqual({ ids: ['order_mismatch'] });
    const good = await call('PUT', `${S}/faq/categories/order/`, 'ceo', { ids: [product.id, emptyOne.id, billing.id] });
    expect(good.json<FaqAdmin>().categories.map((c) => c.id)).toEqual([product.id, emptyOne.id, billing.id]);
    const page = (await call('GET', '/api/v1/site/faqs/', null)).json<FaqPage>();
    expect(page.categories.map((c) => c.slug)).toEqual(['lato-ai', 'billing']);
  });

  it('deletes a category only once it is empty, and an answer', async () => {
    const full = await call('DELETE', `${S}/faq/categories/${billing.id}/`, 'ceo');
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual({ category: ['category_not_empty'] });
    expect((await call('DELETE', `${S}/faq/entries/${draft.id}/`, 'ceo')).statusCode).toBe(200);
    expect((await call('DELETE', `${S}/faq/categories/${emptyOne.id}/`, 'ceo')).statusCode).toBe(200);
    expect((await readFaq()).categories.map((c) => c.id)).toEqual([product.id, billing.id]);
  });
});

describe('testimonials', () => {
  const quote = (author: string) => ({
    author_name: author,
    author_role: 'Owner',
    company: `${author} Ltd`,
    quote_en: `${author} likes it.`,
    quote_es: `A ${author} le gusta.`,
  });

  it('are created, changed, put in order and deleted by the site-content roles', async () => {
    expect((await call('GET', `${S}/testimonials/`, null)).statusCode).toBe(401);
    expect((await call('POST', `${S}/testimonials/`, 'client', quote('Ann'))).statusCode).toBe(403);
    expect((await call('POST', `${S}/testimonials/`, 'dev', quote('Ann'))).statusCode).toBe(403);
    const ann = (await call('POST', `${S}/testimonials/`, 'cfo', quote('Ann'))).json<TestimonialAdmin>();
    const bob = (await call('POST', `${S}/testimonials/`, 'cfo', { ...quote('Bob'), published: false })).json<TestimonialAdmin>();
    const cy = (await call('POST', `${S}/testimonials/`, 'cfo', quote('Cy'))).json<TestimonialAdmin>();
    expect((await call('POST', `${S}/testimonials/`, 'cfo', { ...quote('Dee'), quote_es: '' })).json().errors).toEqual({
      quote_es: ['required'],
    });
    const changed = await call('PATCH', `${S}/testimonials/${ann.id}/`, 'cfo', { quote_en: 'Ann loves it.' });
    expect(changed.json<TestimonialAdmin>()).toMatchObject({ quote_en: 'Ann loves it.', quote_es: 'A Ann le gusta.', published: true });
    expect((await call('PATCH', `${S}/testimonials/999999/`, 'cfo', { company: 'X' })).statusCode).toBe(404);

    expect((await call('PUT', `${S}/testimonials/order/`, 'cfo', { ids: [cy.id, ann.id] })).json().errors).toEqual({
      ids: ['order_mismatch'],
    });
    const ordered = await call('PUT', `${S}/testimonials/order/`, 'cfo', { ids: [cy.id, ann.id, bob.id] });
    expect(ordered.json<TestimonialAdmin[]>().map((t) => t.author_name)).toEqual(['Cy', 'Ann', 'Bob']);

    const about = (await call('GET', '/api/v1/site/about/?lang=es', null)).json<AboutPage>();
    expect(about.testimonials.map((t) => [t.author_name, t.quote])).toEqual([
      ['Cy', 'A Cy le gusta.'],
      ['Ann', 'A Ann le gusta.'],
    ]);
    expect((await call('DELETE', `${S}/testimonials/${cy.id}/`, 'cfo')).statusCode).toBe(200);
    expect((await call('DELETE', `${S}/testimonials/${cy.id}/`, 'cfo')).statusCode).toBe(404);
    expect((await call('GET', `${S}/testimonials/`, 'cfo')).json<TestimonialAdmin[]>().map((t) => t.author_name)).toEqual(['Ann', 'Bob']);
  });
});

describe('offices', () => {
  const office = (city: string) => ({
    name_en: `${city} office`,
    name_es: `Oficina de ${city}`,
    address: '1 Main Street',
    city,
    country: 'Spain',
    phone: '+34 910 555 014',
    email: `${city.toLowerCase()}@lato.example`,
  });

  it('are created, changed, put in order and deleted, and shown on the Contact page', async () => {
    expect((await call('GET', `${S}/offices/`, 'dev')).statusCode).toBe(403);
    const madrid = await call('POST', `${S}/offices/`, 'ceo', office('Madrid'));
    expect(madrid.statusCode).toBe(201);
    const { phone: _phone, email: _email, ...bare } = office('Sevilla');
    const sevilla = (await call('POST', `${S}/offices/`, 'ceo', bare)).json<OfficeAdmin>();
    expect(sevilla).toMatchObject({ phone: null, email: null });
    const bad = await call('POST', `${S}/offices/`, 'ceo', { ...office('Bilbao'), email: 'not an address' });
    expect(bad.json().errors).toEqual({ email: ['invalid_email'] });
    const cleared = await call('PATCH', `${S}/offices/${madrid.json<OfficeAdmin>().id}/`, 'ceo', { phone: '' });
    expect(cleared.json<OfficeAdmin>()).toMatchObject({ phone: null, email: 'madrid@lato.example' });
    expect((await call('DELETE', `${S}/offices/999999/`, 'ceo')).statusCode).toBe(404);

    await call('PUT', `${S}/offices/order/`, 'ceo', { ids: [sevilla.id, madrid.json<OfficeAdmin>().id] });
    const contact = (await call('GET', '/api/v1/site/contact/?lang=es', null)).json<ContactPage>();
    expect(contact.offices.map((o) => o.name)).toEqual(['Oficina de Sevilla', 'Oficina de Madrid']);
    expect(await readContactPage(server.database.db, 'es')).toEqual(contact);
  });
});

describe('the team on the About page', () => {
  it('is every active staff member who opted in with their own card', async () => {
    expect((await call('GET', `${S}/team-profile/`, null)).statusCode).toBe(401);
    expect((await call('GET', `${S}/team-profile/`, 'client')).statusCode).toBe(403);
    expect(
      (await call('PUT', `${S}/team-profile/`, 'client', { shown: true, title_en: 'x', title_es: '', bio_en: '', bio_es: '' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `${S}/team-profile/`, 'dev')).json()).toEqual({
      shown: false,
      title_en: '',
      title_es: '',
      bio_en: '',
      bio_es: '',
    });
    const untitled = await call('PUT', `${S}/team-profile/`, 'dev', { shown: true, title_en: ' ', title_es: '', bio_en: '', bio_es: '' });
    expect(untitled.json().errors).toEqual({ title_en: ['required'] });

    const card = { shown: true, title_en: 'Engineer', title_es: '', bio_en: 'Builds things.', bio_es: 'Construye cosas.' };
    expect((await call('PUT', `${S}/team-profile/`, 'dev', card)).json()).toEqual(card);
    await call('PUT', `${S}/team-profile/`, 'pm', { ...card, title_en: 'Project manager', title_es: 'Jefe de proyecto' });
    await call('PUT', `${S}/team-profile/`, 'cfo', { ...card, title_en: 'CFO' });
    await call('PUT', `${S}/team-profile/`, 'ceo', { ...card, shown: false, title_en: 'CEO' });
    // A card of someone no longer staff, or no longer active, is not shown.
    await server.database.db.insert(teamProfiles).values({ userId: people.client.id, shown: true, titleEn: 'Client' });
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, people.cfo.id));

    const about = (await call('GET', '/api/v1/site/about/?lang=es', null)).json<AboutPage>();
    expect(about.team).toEqual([
      { id: people.dev.id, name: 'Farid Haddad', title: 'Engineer', bio: 'Construye cosas.', avatar: '/media/avatars/farid.png' },
      { id: people.pm.id, name: 'Diego Ramírez', title: 'Jefe de proyecto', bio: 'Construye cosas.', avatar: null },
    ]);
    // Their place among the others is the order they came in, then the name.
    await server.database.db.update(teamProfiles).set({ position: 0 });
    expect((await readAboutPage(server.database.db, 'en')).team.map((m) => m.name)).toEqual(['Diego Ramírez', 'Farid Haddad']);
  });
});

describe('the About page’s counters', () => {
  it('counts client businesses, completed projects and the calls the assistant answered', async () => {
    const { db } = server.database;
    const before = (await readAboutPage(db, 'en')).counters;
    const business = await server.organisationOf(await server.createUser('CLIENT'));
    await db.insert(projects).values([
      { name: 'Done', status: 'completed', clientId: business },
      { name: 'Going', status: 'in_progress', clientId: business },
    ]);
    const [number] = await db
      .insert(twilioNumbers)
      .values({ phoneNumber: '+14155550100', friendlyName: 'Desk', organisationId: business })
      .returning();
    const at = new Date('2026-01-05T10:00:00Z');
    const made = (n: number, fields: Partial<typeof calls.$inferInsert>) => ({
      numberId: number!.id,
      callSid: `CA${String(n).padStart(32, '0')}`,
      customerPhoneNumber: '+14155550199',
      direction: 'inbound' as const,
      status: 'completed' as const,
      startedAt: at,
      ...fields,
    });
    await db.insert(calls).values([
      made(1, { outcome: 'handled' }),
      made(2, { outcome: 'message_taken' }),
      made(3, { outcome: 'transferred' }),
      // Not answered by the assistant: missed, still ringing, made by it, or the simulator's.
      made(4, { outcome: 'missed', status: 'no_answer' }),
      made(5, { status: 'in_progress' }),
      made(6, { outcome: 'handled', direction: 'outbound' }),
      made(7, { outcome: 'handled', isTest: true }),
    ]);
    const about = (await call('GET', '/api/v1/site/about/', null)).json<AboutPage>();
    expect(about.counters).toEqual({
      clients: before.clients + 1,
      projects_delivered: before.projects_delivered + 1,
      calls_answered: before.calls_answered + 3,
    });
  });
});
