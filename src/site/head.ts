import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SITE_LANGUAGES, type SiteLanguage } from '@/api/contract/site-values';
import { siteHref } from '@/features/site';
import { decodeEntities } from '@/api/contract/text-search';
import type { SitePageName, SitePageState } from '@/api/contract/site-pages';
import { absolute, productData, productListData } from './shop-structured-data';

/** What a page says of itself to search engines and to the sites it is shared on. */
export interface PageHead {
  title: string;
  description: string;
  /** Search engines leave the page out (an address with no page). */
  noIndex: boolean;
  /** Structured data (schema.org), where a kind of page has one. */
  structuredData: object[];
  /** The picture a share shows (an address on the site), where the page has its own. */
  image?: string;
}

const OG_LOCALES: Record<SiteLanguage, string> = { en: 'en_US', es: 'es_ES' };

/** A rich text's words for a description: no markup, one line, cut at a word near `max` characters. */
function summaryOf(html: string, max = 158): string {
  const text = decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const wordEnd = text.lastIndexOf(' ', max);
  return `${text.slice(0, wordEnd > 0 ? wordEnd : max)}…`;
}

const EMPLOYMENT_TYPES = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN' } as const;

function organisation(origin: string, description: string) {
  return { '@type': 'Organization', name: 'Lato', url: `${origin}/about-us`, logo: `${origin}/favicon.svg`, description };
}

/** Each page's title, description and structured data, in the page's language. */
export function headOf(state: SitePageState, origin: string, i18n: I18n): PageHead {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const about = t(
    msg`Lato runs client projects phase by phase and answers businesses' calls and text messages with Lato AI, its phone assistant.`,
  );
  const base = { noIndex: false, structuredData: [] as object[] };
  switch (state.page as SitePageName) {
    case 'about':
      return {
        ...base,
        title: t(msg`About Lato: projects and an AI phone assistant`),
        description: about,
        structuredData: [{ '@context': 'https://schema.org', ...organisation(origin, about) }],
      };
    case 'contact': {
      const { offices } = (state as SitePageState<'contact'>).data;
      return {
        ...base,
        title: t(msg`Contact Lato`),
        description: t(
          msg`Write to Lato about a project, Lato AI or a plan for your numbers, or visit one of our offices. We answer within one working day.`,
        ),
        structuredData: [
          {
            '@context': 'https://schema.org',
            ...organisation(origin, about),
            location: offices.map((office) => ({
              '@type': 'Place',
              name: office.name,
              address: {
                '@type': 'PostalAddress',
                streetAddress: office.address,
                addressLocality: office.city,
                addressCountry: office.country,
              },
              ...(office.phone ? { telephone: office.phone } : {}),
            })),
          },
        ],
      };
    }
    case 'faqs': {
      const { categories } = (state as SitePageState<'faqs'>).data;
      return {
        ...base,
        title: t(msg`Frequently asked questions · Lato`),
        description: t(msg`Answers about Lato AI, the phone assistant, about how we run projects, about billing and about your data.`),
        // Search engines refuse an FAQPage without questions (a search that found none).
        structuredData: categories.every((category) => category.entries.length === 0)
          ? []
          : [
              {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: categories.flatMap((category) =>
                  category.entries.map((entry) => ({
                    '@type': 'Question',
                    name: entry.question,
                    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
                  })),
                ),
              },
            ],
      };
    }
    case 'careers':
      return {
        ...base,
        title: t(msg`Careers at Lato`),
        description: t(msg`Open positions at Lato: build software for businesses and the AI that answers their phones.`),
      };
    case 'position': {
      const position = (state as SitePageState<'position'>).data;
      const title = position.title;
      const remote = position.workplace === 'remote';
      return {
        ...base,
        title: t(msg`${title} · Careers at Lato`),
        description: summaryOf(position.description),
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'JobPosting',
            title: position.title,
            description: `${position.description}${position.requirements}${position.offer}`,
            datePosted: position.published_at.slice(0, 10),
            ...(position.closes_on ? { validThrough: `${position.closes_on}T23:59:59Z` } : {}),
            employmentType: EMPLOYMENT_TYPES[position.employment_type],
            hiringOrganization: { '@type': 'Organization', name: 'Lato', sameAs: `${origin}/about-us`, logo: `${origin}/favicon.svg` },
            ...(remote
              ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: position.location } }
              : {}),
            jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: position.location } },
            ...(position.salary && (position.salary.min !== null || position.salary.max !== null)
              ? {
                  baseSalary: {
                    '@type': 'MonetaryAmount',
                    currency: position.salary.currency,
                    value: {
                      '@type': 'QuantitativeValue',
                      unitText: 'YEAR',
                      ...(position.salary.min !== null ? { minValue: position.salary.min / 100 } : {}),
                      ...(position.salary.max !== null ? { maxValue: position.salary.max / 100 } : {}),
                    },
                  },
                }
              : {}),
          },
        ],
      };
    }
    case 'apply':
      return {
        ...base,
        title: t(msg`Apply to Lato`),
        description: t(msg`Send your application to Lato: your CV, a cover letter if you like, and how to reach you.`),
      };
    case 'products': {
      const { products } = (state as SitePageState<'products'>).data;
      return {
        ...base,
        title: t(msg`Products · Lato`),
        description: t(
          msg`Lato's plans for its AI phone assistant, add-ons for more numbers, minutes and messages, and services: a website, a launch campaign.`,
        ),
        structuredData: products.length > 0 ? [productListData(products, origin, state.language)] : [],
      };
    }
    case 'product': {
      const product = (state as SitePageState<'product'>).data;
      const name = product.name;
      const summary = summaryOf(product.description);
      return {
        ...base,
        title: t(msg`${name} · Lato`),
        description: summary || t(msg`${name}, from Lato: its price, what it includes, and how to buy it.`),
        structuredData: [{ '@context': 'https://schema.org', ...productData(product, origin, state.language) }],
        image: product.images[0]?.url,
      };
    }
    case 'pricing': {
      const { plans, addOns } = (state as SitePageState<'pricing'>).data;
      return {
        ...base,
        title: t(msg`Pricing · Lato`),
        description: t(
          msg`Plans for Lato AI by the month or by the year, with phone numbers, call minutes and text messages included, and add-ons when you need more.`,
        ),
        structuredData: plans.length + addOns.length > 0 ? [productListData([...plans, ...addOns], origin, state.language)] : [],
      };
    }
    // A visitor's own pages: nothing for a search engine to keep.
    case 'cart':
      return { ...base, noIndex: true, title: t(msg`Your cart · Lato`), description: t(msg`The plans, add-ons and services you chose.`) };
    case 'checkout':
      return {
        ...base,
        noIndex: true,
        title: t(msg`Checkout · Lato`),
        description: t(msg`Sign in or create an account to check out your cart.`),
      };
    case 'test-payment':
      return {
        ...base,
        noIndex: true,
        title: t(msg`Test payment · Lato`),
        description: t(msg`A payment with Lato's built-in test provider: no money moves.`),
      };
    case 'not-found':
      return { ...base, noIndex: true, title: t(msg`Page not found · Lato`), description: t(msg`There is no page at this address.`) };
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `<` escaped, so no text can close the element early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head's tags for a page: title, description, canonical and language alternates, Open Graph, structured data. */
export function headTags(head: PageHead, state: SitePageState, origin: string): string {
  const url = (language: SiteLanguage) => `${origin}${siteHref(state.path, language)}`;
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
  ];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(`<link rel="canonical" href="${escapeAttribute(url(state.language))}">`);
    for (const language of SITE_LANGUAGES)
      tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeAttribute(url(language))}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(url('en'))}">`);
  }
  tags.push(
    '<meta property="og:site_name" content="Lato">',
    `<meta property="og:type" content="${state.page === 'position' ? 'article' : state.page === 'product' ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}">`,
    `<meta property="og:url" content="${escapeAttribute(url(state.language))}">`,
    `<meta property="og:image" content="${escapeAttribute(absolute(origin, head.image ?? '/favicon.svg'))}">`,
    `<meta property="og:locale" content="${OG_LOCALES[state.language]}">`,
    ...SITE_LANGUAGES.filter((language) => language !== state.language).map(
      (language) => `<meta property="og:locale:alternate" content="${OG_LOCALES[language]}">`,
    ),
    '<meta name="twitter:card" content="summary">',
  );
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}
