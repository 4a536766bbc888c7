import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import type { SiteLanguage } from '@/api/contract/site-values';
import { PAGE_COMPONENTS } from './page-components';
import { renderSitePage } from './render';
import { SiteApp } from './SiteApp';
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
  'not-found': null,
};

const PATHS: Record<SitePageName, string> = {
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  careers: '/career',
  position: '/career/voice-ai-engineer',
  apply: '/career/apply',
  'not-found': '/pricing',
};

const stateOf = <N extends SitePageName>(page: N, language: SiteLanguage = 'en'): SitePageState<N> => ({
  page,
  data: DATA[page],
  language,
  path: PATHS[page],
  signedIn: false,
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

  it.each((Object.keys(PATHS) as SitePageName[]).filter((page) => page !== 'not-found'))(
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

  it('keeps an address with no page out of search engines', () => {
    const document = parse(renderSitePage(stateOf('not-found'), ORIGIN, ASSETS).html);
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
        const state = stateOf(page, language);
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
