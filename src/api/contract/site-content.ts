import { z } from './zod';
import { detailSchema, idSchema, nameText, plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';
import { SITE_LANGUAGES } from './site-values';

export * from './site-values';

/** The language a public read is written in; English when not given. */
export const siteLanguageQuery = z.object({ lang: z.enum(SITE_LANGUAGES).default('en') });

export const FAQ_SEARCH_MAX = 100;
/** The FAQ page's query: its language, and the words its answers must all contain. */
export const faqPageQuery = siteLanguageQuery.extend({ q: z.string().max(FAQ_SEARCH_MAX).optional() });

/** One answer of the FAQ, in the language asked for. `answer` is sanitised HTML. */
export const faqEntrySchema = z.object({ slug: z.string(), question: z.string(), answer: z.string() });
export const faqCategorySchema = z.object({ slug: z.string(), name: z.string(), entries: z.array(faqEntrySchema) });
/** The FAQ page: its categories in order, each with its published answers in order. */
export const faqPageSchema = z.object({ categories: z.array(faqCategorySchema) });
export type FaqPage = z.infer<typeof faqPageSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A staff member who chose to appear on the About page. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  /** The account's photo (a /media/ address), or null for initials. */
  avatar: z.string().nullable(),
});
export const testimonialSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author_role: z.string(),
  company: z.string(),
  quote: z.string(),
});
/** The About page: counters read from the product's own tables, the team, the testimonials. */
export const aboutPageSchema = z.object({
  counters: z.object({
    /** Client businesses served. */
    clients: z.number().int(),
    /** Projects with status completed. */
    projects_delivered: z.number().int(),
    /** Calls the assistant answered, all numbers. */
    calls_answered: z.number().int(),
  }),
  team: z.array(teamMemberSchema),
  testimonials: z.array(testimonialSchema),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;

export const officeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
/** The Contact page's offices, in order. */
export const contactPageSchema = z.object({ offices: z.array(officeSchema) });
export type ContactPage = z.infer<typeof contactPageSchema>;
export type Office = z.infer<typeof officeSchema>;

/** A category's or an office's name. */
export const SITE_NAME_MAX = 80;
export const FAQ_QUESTION_MAX = 200;
/** An answer's HTML as the editor sends it, before it is sanitised. */
export const FAQ_ANSWER_MAX = 20_000;
export const TESTIMONIAL_NAME_MAX = 120;
export const TESTIMONIAL_QUOTE_MAX = 1000;
export const OFFICE_ADDRESS_MAX = 300;
export const OFFICE_PHONE_MAX = 40;
export const TEAM_TITLE_MAX = 80;
export const TEAM_BIO_MAX = 400;
/** More rows than any list of this area will hold; an order longer than it is refused unread. */
const ORDER_MAX = 1000;

/** Why a change to the site's content was refused, per field, beside the common codes (errors.ts). */
export const SITE_CONTENT_FIELD_CODES = [
  // A category is deleted only once its answers are moved or deleted: none is lost by a slip.
  'category_not_empty',
  // An order must name every row of its list once, as they are now: another change came first.
  'order_mismatch',
  'unknown_category',
] as const;
export type SiteContentFieldCode = (typeof SITE_CONTENT_FIELD_CODES)[number];

/** One answer of the FAQ as staff edit it: both languages, published or not. `answer_*` are sanitised HTML. */
export const faqEntryAdminSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  /** Made from the English question when it was written; rewording keeps it, so links stay good. */
  slug: z.string(),
  question_en: z.string(),
  question_es: z.string(),
  answer_en: z.string(),
  answer_es: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type FaqEntryAdmin = z.infer<typeof faqEntryAdminSchema>;

export const faqCategoryAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  /** All its answers, in order, published or not. */
  entries: z.array(faqEntryAdminSchema),
});
export type FaqCategoryAdmin = z.infer<typeof faqCategoryAdminSchema>;

/** The whole FAQ as staff edit it: every category in order with its answers in order. */
export const faqAdminSchema = z.object({ categories: z.array(faqCategoryAdminSchema) });
export type FaqAdmin = z.infer<typeof faqAdminSchema>;

const bilingualName = (max: number) => ({ name_en: nameText(max), name_es: nameText(max) });
const richText = plainText(FAQ_ANSWER_MAX);

export const faqCategoryFields = z.strictObject(bilingualName(SITE_NAME_MAX));
export type FaqCategoryFields = z.input<typeof faqCategoryFields>;

const faqEntryTexts = {
  question_en: nameText(FAQ_QUESTION_MAX),
  question_es: nameText(FAQ_QUESTION_MAX),
  answer_en: richText,
  answer_es: richText,
};
/** A new answer, put last in its category. */
export const createFaqEntryFields = z.strictObject({
  category: idSchema,
  ...faqEntryTexts,
  published: z.boolean().default(true),
});
export type NewFaqEntry = z.input<typeof createFaqEntryFields>;
/** Its texts and whether it is published; where it stands is the order's to say. */
export const updateFaqEntryFields = z.strictObject({ ...faqEntryTexts, published: z.boolean() }).partial();
export type FaqEntryChange = z.input<typeof updateFaqEntryFields>;

const idOrder = z
  .array(idSchema)
  .max(ORDER_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { params: { code: 'duplicate' } });

/** A list's new order: every one of its ids, once. */
export const orderFields = z.strictObject({ ids: idOrder });
export type OrderFields = z.input<typeof orderFields>;

/**
 * Where every answer stands: each category once (in any order; the categories' own order is
 * another call) with all of its answers in order. An answer listed under another category moves there.
 */
export const faqEntryOrderFields = z.strictObject({
  categories: z
    .array(z.strictObject({ id: idSchema, entries: idOrder }))
    .max(ORDER_MAX)
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, { params: { code: 'duplicate' } }),
});
export type FaqEntryOrder = z.input<typeof faqEntryOrderFields>;

/** A client's words on the About page, as staff edit them. */
export const testimonialAdminSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author_role: z.string(),
  company: z.string(),
  quote_en: z.string(),
  quote_es: z.string(),
  published: z.boolean(),
});
export type TestimonialAdmin = z.infer<typeof testimonialAdminSchema>;

const testimonialShape = {
  author_name: nameText(TESTIMONIAL_NAME_MAX),
  author_role: nameText(TESTIMONIAL_NAME_MAX),
  company: nameText(TESTIMONIAL_NAME_MAX),
  quote_en: nameText(TESTIMONIAL_QUOTE_MAX),
  quote_es: nameText(TESTIMONIAL_QUOTE_MAX),
  published: z.boolean(),
};
export const testimonialFields = z.strictObject({ ...testimonialShape, published: testimonialShape.published.default(true) });
export type TestimonialFields = z.input<typeof testimonialFields>;
// Without the defaults: a change leaves what it does not name as it is.
export const testimonialChangeFields = z.strictObject(testimonialShape).partial();

/** An office on the Contact page, as staff edit it. */
export const officeAdminSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_es: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OfficeAdmin = z.infer<typeof officeAdminSchema>;

/** An empty text is no value at all. */
const orNull = <T extends z.ZodType<string>>(rule: T) =>
  z.union([z.literal('').transform(() => null), rule, z.null()]) as unknown as z.ZodType<string | null, string | null | undefined>;

const officeShape = {
  ...bilingualName(SITE_NAME_MAX),
  address: nameText(OFFICE_ADDRESS_MAX),
  city: nameText(SITE_NAME_MAX),
  country: nameText(SITE_NAME_MAX),
  phone: orNull(nameText(OFFICE_PHONE_MAX)),
  email: orNull(z.email().max(254)),
};
export const officeFields = z.strictObject({
  ...officeShape,
  phone: officeShape.phone.default(null),
  email: officeShape.email.default(null),
});
export type OfficeFields = z.input<typeof officeFields>;
export const officeChangeFields = z.strictObject(officeShape).partial();

/** A staff member's own card on the About page: shown only while they opt in. */
export const teamProfileSchema = z.object({
  shown: z.boolean(),
  title_en: z.string(),
  title_es: z.string(),
  bio_en: z.string(),
  bio_es: z.string(),
});
export type TeamProfile = z.infer<typeof teamProfileSchema>;

/** A card shown needs its English title; the Spanish page uses the English texts where the Spanish are empty. */
export const teamProfileFields = z
  .strictObject({
    shown: z.boolean(),
    title_en: plainText(TEAM_TITLE_MAX),
    title_es: plainText(TEAM_TITLE_MAX),
    bio_en: plainText(TEAM_BIO_MAX),
    bio_es: plainText(TEAM_BIO_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.shown && value.title_en === '')
      ctx.addIssue({ code: 'custom', path: ['title_en'], message: 'A card shown needs a title.', params: { code: 'required' } });
  });
export type TeamProfileFields = z.input<typeof teamProfileFields>;

const S = '/api/v1/site-content';
const rowParams = z.object({ id: idSchema });
const testimonialList = z.array(testimonialAdminSchema);
const officeList = z.array(officeAdminSchema);

/**
 * The site content area: the public reads the pages are drawn from (also rendered on the server,
 * server/src/site), and the staff's editing of them.
 */
export const siteContentEndpoints = {
  faqPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/faqs/',
    access: 'public',
    query: faqPageQuery,
    response: faqPageSchema,
  }),
  aboutPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/about/',
    access: 'public',
    query: siteLanguageQuery,
    response: aboutPageSchema,
  }),
  contactPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/contact/',
    access: 'public',
    query: siteLanguageQuery,
    response: contactPageSchema,
  }),

  faq: defineEndpoint({ method: 'GET', path: `${S}/faq/`, access: ACCESS.siteContent, response: faqAdminSchema }),
  createFaqCategory: defineEndpoint({
    method: 'POST',
    path: `${S}/faq/categories/`,
    access: ACCESS.siteContent,
    body: jsonBody(faqCategoryFields),
    status: 201,
    response: faqCategoryAdminSchema,
  }),
  /** Renaming keeps the slug: links to the category stay good. */
  updateFaqCategory: defineEndpoint({
    method: 'PATCH',
    path: `${S}/faq/categories/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    body: jsonBody(faqCategoryFields.partial()),
    response: faqCategoryAdminSchema,
  }),
  /** Only an empty category (400 `category_not_empty` otherwise): its answers are moved or deleted first. */
  deleteFaqCategory: defineEndpoint({
    method: 'DELETE',
    path: `${S}/faq/categories/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    response: detailSchema,
  }),
  /** Every category's id, in the new order. */
  reorderFaqCategories: defineEndpoint({
    method: 'PUT',
    path: `${S}/faq/categories/order/`,
    access: ACCESS.siteContent,
    body: jsonBody(orderFields),
    response: faqAdminSchema,
  }),
  createFaqEntry: defineEndpoint({
    method: 'POST',
    path: `${S}/faq/entries/`,
    access: ACCESS.siteContent,
    body: jsonBody(createFaqEntryFields),
    status: 201,
    response: faqEntryAdminSchema,
  }),
  /** Its texts (rewording keeps the slug) and whether it is published. */
  updateFaqEntry: defineEndpoint({
    method: 'PATCH',
    path: `${S}/faq/entries/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    body: jsonBody(updateFaqEntryFields),
    response: faqEntryAdminSchema,
  }),
  deleteFaqEntry: defineEndpoint({
    method: 'DELETE',
    path: `${S}/faq/entries/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    response: detailSchema,
  }),
  /**
   * Where every answer stands, in one transaction: an order that does not name every category and
   * every answer as they are now changes nothing (400 `order_mismatch`).
   */
  reorderFaqEntries: defineEndpoint({
    method: 'PUT',
    path: `${S}/faq/entries/order/`,
    access: ACCESS.siteContent,
    body: jsonBody(faqEntryOrderFields),
    response: faqAdminSchema,
  }),

  testimonials: defineEndpoint({ method: 'GET', path: `${S}/testimonials/`, access: ACCESS.siteContent, response: testimonialList }),
  createTestimonial: defineEndpoint({
    method: 'POST',
    path: `${S}/testimonials/`,
    access: ACCESS.siteContent,
    body: jsonBody(testimonialFields),
    status: 201,
    response: testimonialAdminSchema,
  }),
  updateTestimonial: defineEndpoint({
    method: 'PATCH',
    path: `${S}/testimonials/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    body: jsonBody(testimonialChangeFields),
    response: testimonialAdminSchema,
  }),
  deleteTestimonial: defineEndpoint({
    method: 'DELETE',
    path: `${S}/testimonials/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    response: detailSchema,
  }),
  reorderTestimonials: defineEndpoint({
    method: 'PUT',
    path: `${S}/testimonials/order/`,
    access: ACCESS.siteContent,
    body: jsonBody(orderFields),
    response: testimonialList,
  }),

  offices: defineEndpoint({ method: 'GET', path: `${S}/offices/`, access: ACCESS.siteContent, response: officeList }),
  createOffice: defineEndpoint({
    method: 'POST',
    path: `${S}/offices/`,
    access: ACCESS.siteContent,
    body: jsonBody(officeFields),
    status: 201,
    response: officeAdminSchema,
  }),
  updateOffice: defineEndpoint({
    method: 'PATCH',
    path: `${S}/offices/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    body: jsonBody(officeChangeFields),
    response: officeAdminSchema,
  }),
  deleteOffice: defineEndpoint({
    method: 'DELETE',
    path: `${S}/offices/:id/`,
    access: ACCESS.siteContent,
    params: rowParams,
    response: detailSchema,
  }),
  reorderOffices: defineEndpoint({
    method: 'PUT',
    path: `${S}/offices/order/`,
    access: ACCESS.siteContent,
    body: jsonBody(orderFields),
    response: officeList,
  }),

  /** The signed-in staff member's own card on the About page; a client has none (403). */
  teamProfile: defineEndpoint({ method: 'GET', path: `${S}/team-profile/`, access: ACCESS.staff, response: teamProfileSchema }),
  saveTeamProfile: defineEndpoint({
    method: 'PUT',
    path: `${S}/team-profile/`,
    access: ACCESS.staff,
    body: jsonBody(teamProfileFields),
    response: teamProfileSchema,
  }),
} as const;
