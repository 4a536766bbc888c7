import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import type { SiteLanguage } from '@/api/contract/site-values';
import { PAGE_COMPONENTS } from './page-components';
import { renderSitePage } from './render';
import { SiteApp } from './SiteApp';
import type { Cart, PublicProduct } from '@/api/contract/shop';
import type { PageAssets, SitePageData, SitePageName, SitePageState } from '@/api/contract/site-pages';

// Hydration runs inside act(), as React asks of a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORIGIN = 'https://lato.example.com';
const ASSETS: PageAssets = { entry: '/site/assets/hydrate.js', preloads: ['/site/assets/page.js'], styles: ['/site/assets/site.css'] };
const CATALOGS = import.meta.glob<{ messages: Messages }>('/locales/*/messages.po', { query: '?part=site', eager: true });

const POSITION = {
  slug: 'voice-ai-engineer',
  title: 'Voice AI engineer',
  department: 'Engineering',
  location: 'Madrid',
  workplace: 'hybrid',
  employment_type: 'full_time',
  salary: { min: 4_500_000, max: 6_000_000, currency: 'EUR' },
  closes_on: '2026-12-31',
  published_at: '2026-11-01T09:00:00.000Z',
} as const;

const LIMITS = { numbers: 0, max_numbers: null, call_minutes: 0, sms: 0, overage_minute_minor: 0, overage_sms_minor: 0 };
const IMAGE = { id: 7, url: '/api/v1/site/products/1/images/7/', alt: 'The Starter plan', width: 640, height: 480 };

const STARTER: PublicProduct = {
  id: 1,
  kind: 'plan',
  name: 'Starter',
  description: '<p>One number answered <strong>day and night</strong> &amp; texts too.</p>',
  price_minor: 4_900,
  currency: 'USD',
  interval: 'month',
  yearly_price_minor: 49_000,
  trial_days: 14,
  features: ['Call summaries', 'Business hours'],
  limits: { numbers: 1, max_numbers: 2, call_minutes: 300, sms: 500, overage_minute_minor: 5, overage_sms_minor: 2 },
  images: [IMAGE, { ...IMAGE, id: 8, url: '/api/v1/site/products/1/images/8/', alt: 'Its call log' }],
};
const GROWTH: PublicProduct = {
  ...STARTER,
  id: 2,
  name: 'Growth',
  description: '<p>For a business with several lines.</p>',
  price_minor: 14_900,
  yearly_price_minor: 149_000,
  features: ['Call summaries', 'Transfers to your team'],
  limits: { numbers: 3, max_numbers: 10, call_minutes: 1_500, sms: 3_000, overage_minute_minor: 4, overage_sms_minor: 2 },
  images: [],
};
const EXTRA_NUMBER: PublicProduct = {
  ...STARTER,
  id: 4,
  kind: 'add_on',
  name: 'Extra number',
  description: '',
  price_minor: 1_500,
  yearly_price_minor: null,
  trial_days: 0,
  features: [],
  limits: { ...LIMITS, numbers: 1 },
  images: [],
};
const WEBSITE: PublicProduct = {
  ...EXTRA_NUMBER,
  id: 7,
  kind: 'service',
  name: 'Website',
  price_minor: 240_000,
  interval: 'one_time',
  limits: LIMITS,
};

const CART: Cart = {
  lines: [
    {
      id: 31,
      product: { id: 1, kind: 'plan', name: 'Starter', currency: 'USD', trial_days: 14, images: [IMAGE] },
      interval: 'year',
      quantity: 1,
      unit_minor: 49_000,
      total_minor: 49_000,
      available: true,
    },
    {
      id: 32,
      product: { id: 4, kind: 'add_on', name: 'Extra number', currency: 'USD', trial_days: 0, images: [] },
      interval: 'month',
      quantity: 2,
      unit_minor: 1_500,
      total_minor: 3_000,
      available: true,
    },
  ],
  currency: 'USD',
  subtotal_minor: 52_000,
  discount_minor: 5_200,
  total_minor: 46_800,
  coupon: { code: 'WELCOME10', kind: 'percent', value: 10, currency: null },
  item_count: 3,
};

const DATA: SitePageData = {
  about: {
    counters: { clients: 12, projects_delivered: 31, calls_answered: 4_210 },
    team: [{ id: 1, name: 'Ava Moreno', title: 'Founder & CEO', bio: 'Builds software for clinics.', avatar: null }],
    testimonials: [
      { id: 1, author_name: 'Grace Okafor', author_role: 'Owner', company: 'Okafor Dental', quote: 'Every patient gets an answer.' },
    ],
  },
  contact: {
    offices: [
      {
        id: 1,
        name: 'Madrid',
        address: 'Calle Mayor 1',
        city: 'Madrid',
        country: 'Spain',
        phone: '+34 910 000 000',
        email: 'madrid@lato.example',
      },
    ],
  },
  faqs: {
    query: '',
    categories: [
      {
        slug: 'lato-ai',
        name: 'Lato AI',
        entries: [
          { slug: 'does-it-answer-texts', question: 'Does it answer text messages?', answer: '<p>Yes, <strong>every</strong> one.</p>' },
          { slug: 'which-languages', question: 'Which languages does it speak?', answer: '<p>English and Spanish.</p>' },
        ],
      },
    ],
  },
  careers: { positions: [POSITION] },
  position: {
    ...POSITION,
    description: '<p>You build the voice pipeline with our R&amp;D team.</p>',
    requirements: '<ul><li>TypeScript</li></ul>',
    offer: '<p>A good team.</p>',
  },
  apply: { positions: [POSITION], chosen: 'voice-ai-engineer' },
  products: { products: [STARTER, GROWTH, EXTRA_NUMBER, WEBSITE], kind: null, sort: 'featured' },
  product: STARTER,
  pricing: { plans: [STARTER, GROWTH], addOns: [EXTRA_NUMBER], billing: 'month' },
  cart: { cart: CART, error: null },
  checkout: { cart: CART },
  'test-payment': {
    session: 'tps_abcdefghijklmnopqrstuvwx',
    status: 'open',
    amount_minor: 46_800,
    currency: 'USD',
    description: 'Lato order 1042',
    success_url: '/dashboard/payment-complete?order=1042',
    cancel_url: '/dashboard/payment?order=1042',
  },
  'not-found': null,
};

const PATHS: Record<SitePageName, string> = {
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  careers: '/career',
  position: '/career/voice-ai-engineer',
  apply: '/career/apply',
  products: '/products',
  product: '/products/1',
  pricing: '/pricing',
  cart: '/cart',
  checkout: '/checkout',
  'test-payment': '/pay/test/tps_abcdefghijklmnopqrstuvwx',
  'not-found': '/products/999',
};

/** A visitor's own pages, which search engines are asked to leave out. */
const NO_INDEX: readonly SitePageName[] = ['cart', 'checkout', 'test-payment', 'not-found'];

const stateOf = <N extends SitePageName>(page: N, language: SiteLanguage = 'en'): SitePageState<N> => ({
  page,
  data: DATA[page],
  language,
  path: PATHS[page],
  signedIn: false,
  cartCount: 0,
  year: 2026,
});

/** The document as a browser would parse it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const structuredData = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );

describe('a public page rendered on the server', () => {
  it.each(Object.keys(PATHS) as SitePageName[])(
    '%s: a whole document with its heading, its footer and the state to take it over',
    (page) => {
      const { html, status } = renderSitePage(stateOf(page), ORIGIN, ASSETS);
      const document = parse(html);
      expect(status).toBe(page === 'not-found' ? 404 : 200);
      expect(document.documentElement.lang).toBe('en');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelector('main')?.textContent?.length).toBeGreaterThan(20);
      expect(document.querySelector('footer')?.textContent).toContain('© 2026 Lato');
      expect(document.title).not.toBe('');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
      expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/site/assets/site.css');
      expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/site/assets/hydrate.js');
      expect(JSON.parse(document.getElementById('site_state')!.textContent!)).toEqual(stateOf(page));
    },
  );

  it.each((Object.keys(PATHS) as SitePageName[]).filter((page) => !NO_INDEX.includes(page)))(
    '%s: its canonical address and its Spanish one',
    (page) => {
      const document = parse(renderSitePage(stateOf(page), ORIGIN, ASSETS).html);
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${PATHS[page]}`);
      expect(document.querySelector('link[hreflang="es"]')?.getAttribute('href')).toBe(`${ORIGIN}${PATHS[page]}?lang=es`);
      expect(document.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}${PATHS[page]}`);
      expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}${PATHS[page]}`);
    },
  );

  it('gives no FAQPage for a search that found nothing', () => {
    const state = { ...stateOf('faqs'), data: { query: 'zzz', categories: [] } };
    expect(structuredData(parse(renderSitePage(state, ORIGIN, ASSETS).html))).toEqual([]);
  });

  it.each(NO_INDEX)("keeps %s (an address with no page, or a visitor's own) out of search engines", (page) => {
    const document = parse(renderSitePage(stateOf(page), ORIGIN, ASSETS).html);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('writes the page in Spanish at its Spanish address, links each page in Spanish, and names both languages', () => {
    const document = parse(renderSitePage(stateOf('faqs', 'es'), ORIGIN, ASSETS).html);
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('h1')?.textContent).toBe('Preguntas frecuentes');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/faqs?lang=es`);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('es_ES');
    expect(document.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe('/faqs');
    expect([...document.querySelectorAll('header nav a')].map((link) => link.getAttribute('href'))).toContain('/career?lang=es');
  });

  it('describes the FAQ, a position and the agency as structured data', () => {
    const faq = structuredData(parse(renderSitePage(stateOf('faqs'), ORIGIN, ASSETS).html));
    expect(faq[0]).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Does it answer text messages?' }, { name: 'Which languages does it speak?' }],
    });
    const [posting] = structuredData(parse(renderSitePage(stateOf('position'), ORIGIN, ASSETS).html));
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Voice AI engineer',
      datePosted: '2026-11-01',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'EUR', value: { minValue: 45_000, maxValue: 60_000, unitText: 'YEAR' } },
    });
    const positionPage = parse(renderSitePage(stateOf('position'), ORIGIN, ASSETS).html);
    expect(positionPage.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'You build the voice pipeline with our R&D team.',
    );
    expect(structuredData(parse(renderSitePage(stateOf('about'), ORIGIN, ASSETS).html))[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Lato',
    });
  });

  it('never lets page data close its script element early', () => {
    const state = { ...stateOf('faqs'), data: { ...DATA.faqs, query: '</script><script>alert(1)</script>' } };
    const document = parse(renderSitePage(state, ORIGIN, ASSETS).html);
    expect(document.querySelectorAll('script:not([type]), script[type="module"]')).toHaveLength(2);
    expect(JSON.parse(document.getElementById('site_state')!.textContent!).data.query).toBe('</script><script>alert(1)</script>');
  });

  it.each(['en', 'es'] as const)(
    'is taken over in the browser (%s) exactly as the server drew it: no hydration mismatch',
    async (language) => {
      for (const page of Object.keys(PATHS) as SitePageName[]) {
        // With a cart and a session, so the header's count and checkout's way on are taken over too.
        const state = { ...stateOf(page, language), cartCount: 2, signedIn: true };
        const html = renderSitePage(state, ORIGIN, ASSETS).html;
        const container = document.createElement('div');
        container.innerHTML = parse(html).getElementById('root')!.innerHTML;
        document.body.append(container);
        const mismatches: unknown[] = [];
        const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[`/locales/${language}/messages.po`]!.messages } });
        const Page = PAGE_COMPONENTS[page] as never;
        const root = await act(async () =>
          hydrateRoot(container, <SiteApp state={state} i18n={i18n} Page={Page} />, {
            onRecoverableError: (error) => mismatches.push(error),
          }),
        );
        expect(mismatches, page).toEqual([]);
        act(() => root.unmount());
        container.remove();
      }
    },
  );
});

describe("the shop's pages rendered on the server", () => {
  const render = <N extends SitePageName>(state: SitePageState<N>) => parse(renderSitePage(state, ORIGIN, ASSETS).html);
  const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
  /** The fields a form posts, as the browser would send them (its default choices). */
  const fieldsOf = (form: HTMLFormElement) =>
    Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"], input[type="radio"]:checked, input[type="number"]')].map(
        (input) => [input.name, input.value],
      ),
    );

  it('lists the catalogue as cards: picture, kind, name linking to its page, price by its interval', () => {
    const document = render(stateOf('products'));
    const cards = [...document.querySelectorAll('main article')];
    expect(cards.map((card) => text(card.querySelector('h2')))).toEqual(['Starter', 'Growth', 'Extra number', 'Website']);
    expect(cards[0]!.querySelector('h2 a')?.getAttribute('href')).toBe('/products/1');
    expect(cards[0]!.querySelector('img')?.getAttribute('alt')).toBe('The Starter plan');
    expect(text(cards[0])).toContain('Plan');
    expect(text(cards[0])).toContain('$49 a month');
    expect(text(cards[0])).toContain('or $490 a year');
    expect(text(cards[2])).toContain('$15 a month');
    expect(text(cards[3])).toContain('$2,400 one-time');
  });

  it('filters by kind with links (the current one marked) and sorts with a form that needs no script', () => {
    const document = render({ ...stateOf('products', 'es'), data: { ...DATA.products, kind: 'plan', sort: 'price_desc' } });
    const filters = [...document.querySelectorAll('main nav a')];
    expect(filters.map((link) => [text(link), link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Todos', '/products?sort=price_desc&lang=es', null],
      ['Planes', '/products?kind=plan&sort=price_desc&lang=es', 'page'],
      ['Complementos', '/products?kind=add_on&sort=price_desc&lang=es', null],
      ['Servicios', '/products?kind=service&sort=price_desc&lang=es', null],
    ]);
    const form = document.querySelector<HTMLFormElement>('main form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products');
    expect(fieldsOf(form)).toEqual({ lang: 'es', kind: 'plan' });
    const select = form.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    expect(select.value).toBe('price_desc');
    expect([...select.options].map((option) => option.value)).toEqual(['featured', 'price_asc', 'price_desc', 'name']);
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('says so when nothing of a kind is for sale, with the way back to everything', () => {
    const document = render({ ...stateOf('products'), data: { products: [], kind: 'service', sort: 'featured' } });
    expect(text(document.querySelector('main'))).toContain('There is nothing here for sale right now.');
    expect([...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toContain('/products');
  });

  it("draws a plan's page: gallery, price by month and by year with the saving, description, features, limits in words", () => {
    const document = render(stateOf('product'));
    const main = text(document.querySelector('main'))!;
    expect(text(document.querySelector('h1'))).toBe('Starter');
    expect(document.querySelectorAll('main ul li img[alt="The Starter plan"], main ul li img[alt="Its call log"]')).toHaveLength(2);
    expect([...document.querySelectorAll('main a[href^="#picture-"]')].map((link) => link.getAttribute('href'))).toEqual([
      '#picture-7',
      '#picture-8',
    ]);
    expect(main).toContain('$49 a month');
    expect(main).toContain('$490 a year · Save $98');
    expect(document.querySelector('main strong')?.textContent).toBe('day and night');
    expect(main).toContain('Call summaries');
    const facts = [...document.querySelectorAll('main dl dt')].map((term) => [text(term), text(term.nextElementSibling)]);
    expect(facts).toEqual([
      ['Phone numbers included', '1'],
      ['Most phone numbers, add-ons included', '2'],
      ['Call minutes a month', '300'],
      ['Text messages (SMS) a month', '500'],
      ['Each call minute beyond them', '$0.05'],
      ['Each text message beyond them', '$0.02'],
      ['Free trial', '14 days'],
    ]);
  });

  it('adds a plan to the cart by a form posted to /cart, by the month unless the year is chosen', () => {
    const document = render(stateOf('product', 'es'));
    const form = document.querySelector<HTMLFormElement>('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart?lang=es');
    expect(fieldsOf(form)).toEqual({ action: 'add', product: '1', interval: 'month' });
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="interval"]')].map((input) => input.value)).toEqual(['month', 'year']);
    expect(text(form.querySelector('legend'))).toBe('Facturación');
    expect(text(form.querySelector('button[type="submit"]'))).toBe('Añadir al carrito');
  });

  it('asks how many of an add-on, and buys a service once by its own interval', () => {
    const addOn = render({ ...stateOf('product'), data: EXTRA_NUMBER, path: '/products/4' });
    const form = addOn.querySelector<HTMLFormElement>('main form')!;
    expect(fieldsOf(form)).toEqual({ action: 'add', product: '4', interval: 'month', quantity: '1' });
    expect(form.querySelector('input[name="quantity"]')?.getAttribute('max')).toBe('50');
    expect([...addOn.querySelectorAll('main dl dt')].map((term) => text(term))).toEqual(['Phone numbers added']);
    const service = render({ ...stateOf('product'), data: WEBSITE, path: '/products/7' });
    expect(fieldsOf(service.querySelector<HTMLFormElement>('main form')!)).toEqual({ action: 'add', product: '7', interval: 'one_time' });
    expect(service.querySelector('main dl')).toBeNull();
  });

  it('describes a product as a Product with an Offer per way it is sold, and shares it with its own picture', () => {
    const document = render(stateOf('product'));
    expect(structuredData(document)[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Starter',
      description: 'One number answered day and night & texts too.',
      url: `${ORIGIN}/products/1`,
      image: [`${ORIGIN}/api/v1/site/products/1/images/7/`, `${ORIGIN}/api/v1/site/products/1/images/8/`],
      offers: [
        { '@type': 'Offer', price: '49.00', priceCurrency: 'USD', priceSpecification: { referenceQuantity: { unitCode: 'MON' } } },
        { '@type': 'Offer', price: '490.00', priceCurrency: 'USD', priceSpecification: { referenceQuantity: { unitCode: 'ANN' } } },
      ],
    });
    expect(document.title).toBe('Starter · Lato');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'One number answered day and night & texts too.',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/api/v1/site/products/1/images/7/`);
  });

  it("shows the plans by the month, or by the year with each one's saving, switched by two links", () => {
    const monthly = render(stateOf('pricing'));
    const switchLinks = (document: Document) =>
      [...document.querySelectorAll('nav[aria-label="Billing period"] a')].map((link) => [
        text(link),
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]);
    expect(switchLinks(monthly)).toEqual([
      ['Monthly', '/pricing', 'page'],
      ['Yearly', '/pricing?billing=year', null],
    ]);
    const plans = [...monthly.querySelectorAll('main section[aria-labelledby^="plan_"]')];
    expect(plans.map((plan) => text(plan.querySelector('h2')))).toEqual(['Starter', 'Growth']);
    expect(text(plans[0])).toContain('$49 a month');
    expect(text(plans[0])).not.toContain('Save');
    const choose = plans[0]!.querySelector<HTMLFormElement>('form')!;
    expect(choose.getAttribute('action')).toBe('/cart');
    expect(fieldsOf(choose)).toEqual({ action: 'add', product: '1', interval: 'month' });
    expect(text(choose.querySelector('button'))).toBe('Choose Starter');

    const yearly = render({ ...stateOf('pricing'), data: { ...DATA.pricing, billing: 'year' } });
    expect(switchLinks(yearly)[1]![2]).toBe('page');
    const yearlyPlans = [...yearly.querySelectorAll('main section[aria-labelledby^="plan_"]')];
    expect(text(yearlyPlans[0])).toContain('$490 a year');
    expect(text(yearlyPlans[0])).toContain('Save $98');
    expect(text(yearlyPlans[1])).toContain('Save $298');
    expect(fieldsOf(yearlyPlans[0]!.querySelector('form')!)).toEqual({ action: 'add', product: '1', interval: 'year' });
  });

  it('compares the plans in a table with a caption and scoped headers, then lists the add-ons with their prices', () => {
    const document = render(stateOf('pricing'));
    const table = document.querySelector('main table')!;
    expect(text(table.querySelector('caption'))).toBe('Compare the plans');
    expect([...table.querySelectorAll('thead th')].map((cell) => [text(cell), cell.getAttribute('scope')])).toEqual([
      ['What you get', 'col'],
      ['Starter', 'col'],
      ['Growth', 'col'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)));
    expect(rows).toEqual([
      ['Phone numbers included', '1', '3'],
      ['Most phone numbers, add-ons included', '2', '10'],
      ['Call minutes a month', '300', '1,500'],
      ['Text messages (SMS) a month', '500', '3,000'],
      ['Each call minute beyond them', '$0.05', '$0.04'],
      ['Each text message beyond them', '$0.02', '$0.02'],
      ['Free trial', '14 days', '14 days'],
      ['Call summaries', 'Included', 'Included'],
      ['Business hours', 'Included', '—Not included'],
      ['Transfers to your team', '—Not included', 'Included'],
    ]);
    expect([...table.querySelectorAll('tbody th')].every((cell) => cell.getAttribute('scope') === 'row')).toBe(true);
    const addOns = document.querySelector('main section[aria-labelledby="add_ons"]')!;
    expect(text(addOns)).toContain('Extra number');
    expect(text(addOns)).toContain('$15 a month');
    expect(fieldsOf(addOns.querySelector('form')!)).toEqual({ action: 'add', product: '4', interval: 'month' });
    expect(structuredData(document)[0]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, item: { '@type': 'Product', name: 'Starter' } }, { position: 2 }, { position: 3 }],
    });
  });

  it('writes money the Spanish way on the Spanish pages', () => {
    const document = render({ ...stateOf('pricing', 'es'), data: { ...DATA.pricing, billing: 'year' } });
    const main = text(document.querySelector('main'))!;
    expect(main).toContain('490 US$ al año');
    expect(main).toContain('Ahorra 98 US$');
    expect(text(document.querySelector('main table caption'))).toBe('Compara los planes');
  });

  it('shows the cart: each line with its own quantity and remove forms, the coupon, the totals and the way to checkout', () => {
    const document = render(stateOf('cart'));
    const lines = [...document.querySelectorAll('main li')].filter((item) => item.querySelector('form'));
    expect(lines).toHaveLength(2);
    expect(text(lines[0])).toContain('Billed yearly · $490 a year');
    // A plan is bought once: it can be removed, not multiplied.
    expect([...lines[0]!.querySelectorAll('form')].map(fieldsOf)).toEqual([{ action: 'remove', line: '31' }]);
    expect([...lines[1]!.querySelectorAll('form')].map(fieldsOf)).toEqual([
      { action: 'quantity', line: '32', quantity: '2' },
      { action: 'remove', line: '32' },
    ]);
    expect(lines[1]!.querySelector('label')?.textContent).toContain('Quantity of Extra number');
    expect(lines[1]!.querySelector('button[aria-label="Remove Extra number"]')).not.toBeNull();
    const forms = [...document.querySelectorAll<HTMLFormElement>('main form')];
    expect(forms.every((form) => form.getAttribute('method') === 'post' && form.getAttribute('action') === '/cart')).toBe(true);
    expect(forms.map(fieldsOf)).toContainEqual({ action: 'uncoupon' });
    const totals = [...document.querySelectorAll('main dl dt')].map((term) => [text(term), text(term.nextElementSibling)]);
    expect(totals).toEqual([
      ['Subtotal', '$520'],
      ['Discount (WELCOME10)', '−$52'],
      ['Total', '$468'],
    ]);
    expect(document.querySelector('main a[href="/checkout"]')?.textContent).toBe('Checkout');
  });

  it('offers the coupon field when no coupon is applied', () => {
    const cart = { ...CART, coupon: null, discount_minor: 0, total_minor: 52_000 };
    const document = render({ ...stateOf('cart'), data: { cart, error: null } });
    const form = [...document.querySelectorAll<HTMLFormElement>('main form')].find((candidate) => fieldsOf(candidate).action === 'coupon')!;
    expect(form.querySelector('input[name="code"]')?.getAttribute('maxlength')).toBe('40');
    expect([...document.querySelectorAll('main dl dt')].map((term) => text(term))).toEqual(['Subtotal', 'Total']);
  });

  it.each([
    ['en', 'coupon_expired', 'This coupon has expired.'],
    ['es', 'coupon_expired', 'Este cupón ha caducado.'],
    ['en', 'currency_mismatch', 'Your cart holds products priced in another currency. Check out those first, or remove them.'],
    ['en', 'cart_failed', 'Your cart could not be changed. Please try again.'],
  ] as const)('says (%s) why a change was refused: %s', (language, error, sentence) => {
    const document = render({ ...stateOf('cart', language), data: { cart: CART, error } });
    expect(text(document.querySelector('main [role="alert"]'))).toBe(sentence);
  });

  it('shows an empty cart with the ways to fill it', () => {
    const document = render({ ...stateOf('cart', 'es'), data: { cart: { ...CART, lines: [], item_count: 0 }, error: null } });
    expect(text(document.querySelector('main'))).toContain('Tu carrito está vacío.');
    expect([...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toEqual([
      '/pricing?lang=es',
      '/products?lang=es',
    ]);
    // Someone with a session keeps their cart in the dashboard: an empty one here sends them there.
    const signedIn = render({ ...stateOf('cart'), signedIn: true, data: { cart: { ...CART, lines: [], item_count: 0 }, error: null } });
    expect(text(signedIn.querySelector('main'))).toContain('Nothing new here: your cart is in your dashboard.');
    expect(signedIn.querySelector('main a')?.getAttribute('href')).toBe('/dashboard/cart');
  });

  it('asks a visitor to sign in or sign up to check out, and lets one with a session go straight on', () => {
    const visitor = render(stateOf('checkout'));
    const links = (document: Document) => [...document.querySelectorAll('main a')].map((link) => [text(link), link.getAttribute('href')]);
    expect(text(visitor.querySelector('main h2'))).toBe('Sign in or create an account to check out');
    expect(links(visitor)).toEqual([
      ['Sign in', '/login?from=/dashboard/cart'],
      ['Create an account', '/register?from=/dashboard/cart'],
      ['Edit the cart', '/cart'],
    ]);
    expect(text(visitor.querySelector('main'))).toContain('Extra number × 2');
    const signedIn = render({ ...stateOf('checkout'), signedIn: true });
    expect(links(signedIn)[0]).toEqual(['Continue to checkout', '/dashboard/cart']);
  });

  it("draws the test provider's page: plainly a test, the amount, and three buttons posted to its endpoint", () => {
    const document = render(stateOf('test-payment'));
    expect(text(document.querySelector('main'))).toContain('Test payment: no money moves');
    expect(text(document.querySelector('h1'))).toBe('Pay $468');
    expect(text(document.querySelector('main'))).toContain('Lato order 1042');
    const form = document.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/v1/shop/test-payments/tps_abcdefghijklmnopqrstuvwx/');
    expect([...form.querySelectorAll('button')].map((button) => [button.getAttribute('name'), button.getAttribute('value')])).toEqual([
      ['outcome', 'pay'],
      ['outcome', 'decline'],
      ['outcome', 'cancel'],
    ]);
    const paid = render({ ...stateOf('test-payment'), data: { ...DATA['test-payment'], status: 'paid' } });
    expect(paid.querySelector('main form')).toBeNull();
    expect(paid.querySelector('main a')?.getAttribute('href')).toBe('/dashboard/payment-complete?order=1042');
  });

  it('counts the cart in the header on every page, and links the footer to the pricing page', () => {
    const document = render({ ...stateOf('about', 'es'), cartCount: 3 });
    const cart = document.querySelector('header a[href="/cart?lang=es"]')!;
    expect(text(cart)).toBe('Carrito3 (3 artículos)');
    expect(text(render(stateOf('faqs')).querySelector('header a[href="/cart"]'))).toBe('Cart');
    expect(document.querySelector('footer a[href="/pricing?lang=es"]')).not.toBeNull();
    expect(document.querySelector('footer a[href="/products?lang=es"]')).not.toBeNull();
    // The site's own navigation keeps its four pages; the cart sits beside the sign-in button.
    expect(document.querySelectorAll('header nav[aria-label="Sitio"] a')).toHaveLength(4);
  });
});
