import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  ApplicationStage,
  DeviceClass,
  EmploymentType,
  InquiryAuthor,
  InquiryStatus,
  PositionStatus,
  SiteLanguage,
  Workplace,
} from '@/api/contract/site-values';
import type { BrowserFamily } from '@/api/contract/site-analytics';
import { users } from './people-schema';

/*
 * The public site's content, managed by staff: texts a visitor reads come in English and Spanish
 * (`…_en`, `…_es`), rich texts are HTML sanitised on the server before they are stored.
 */

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The address of the category on the page (`/faqs#billing`). */
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  position: integer('position').notNull().default(0),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    /** The address of one answer (`/faqs#how-do-i-…`), stable when the question is reworded. */
    slug: text('slug').notNull().unique(),
    questionEn: text('question_en').notNull(),
    questionEs: text('question_es').notNull(),
    answerEn: text('answer_en').notNull(),
    answerEs: text('answer_es').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.position)],
);

export const offices = pgTable('offices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone'),
  email: text('email'),
  position: integer('position').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  authorName: text('author_name').notNull(),
  authorRole: text('author_role').notNull(),
  company: text('company').notNull(),
  quoteEn: text('quote_en').notNull(),
  quoteEs: text('quote_es').notNull(),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

/**
 * A staff member's card on the About page: shown only while they opt in, with the photo of their
 * account and the title and short bio they write here.
 */
export const teamProfiles = pgTable('team_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shown: boolean('shown').notNull().default(false),
  titleEn: text('title_en').notNull().default(''),
  titleEs: text('title_es').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  bioEs: text('bio_es').notNull().default(''),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message from the contact form, and the thread of answers that follows it by e-mail. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    /** The language the visitor wrote from: the acknowledgement and the answers are in it. */
    language: text('language').$type<SiteLanguage>().notNull(),
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    /** When the visitor agreed that the agency keeps their message to answer it. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The campaign code the visitor arrived with (marketing), lower case; null without one. */
    campaign: text('campaign'),
  },
  (t) => [index('inquiries_status_idx').on(t.status, t.createdAt.desc())],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text('author').$type<InquiryAuthor>().notNull(),
    /** The person of the agency who answered (null for the visitor's messages). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written then, so the thread still says who once the account is gone. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the answer left by e-mail (the job runner sends what is still null). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

export const jobPositions = pgTable(
  'job_positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The position's address, `/career/{slug}`. */
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    workplace: text('workplace').$type<Workplace>().notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    /** Yearly, in minor units of the currency; both null when the position does not say. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('EUR'),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    requirementsEn: text('requirements_en').notNull(),
    requirementsEs: text('requirements_es').notNull(),
    offerEn: text('offer_en').notNull(),
    offerEs: text('offer_es').notNull(),
    status: text('status').$type<PositionStatus>().notNull().default('draft'),
    /** The last day applications are taken; a daily job closes the position after it. */
    closesOn: date('closes_on', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_positions_status_idx').on(t.status, t.closesOn)],
);

/** An application to a position: the pipeline board's card. Deleted on request and after the retention period. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Yearly, in minor units of the position's currency. */
    expectedSalary: integer('expected_salary'),
    portfolioUrl: text('portfolio_url'),
    language: text('language').$type<SiteLanguage>().notNull(),
    /** The CV and the optional cover letter, in the storage (server/src/files/storage). */
    cvStoredName: text('cv_stored_name').notNull(),
    cvOriginalName: text('cv_original_name').notNull(),
    cvContentType: text('cv_content_type').notNull(),
    cvSize: integer('cv_size').notNull(),
    coverLetterStoredName: text('cover_letter_stored_name'),
    coverLetterOriginalName: text('cover_letter_original_name'),
    coverLetterContentType: text('cover_letter_content_type'),
    coverLetterSize: integer('cover_letter_size'),
    /** When the applicant agreed that the agency keeps their data for the retention period. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    stage: text('stage').$type<ApplicationStage>().notNull().default('received'),
    /** Order within its stage on the pipeline board. */
    position: integer('position').notNull().default(0),
    /** Raised by every change, so a board answers by version and a stale move is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was moved to `hired`; null in any other stage (a move out of `hired` clears it). */
    hiredAt: timestamp('hired_at', { withTimezone: true }),
  },
  (t) => [
    index('job_applications_stage_idx').on(t.stage, t.position),
    index('job_applications_position_idx').on(t.positionId),
    index('job_applications_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One view of a public page, counted first-party without cookies: no address, no user agent, no
 * lasting identifier; only what the analytics dashboards group by.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    path: text('path').notNull(),
    /** The referring site's host name only (`www.google.com`), null for a direct visit or our own pages. */
    referrerDomain: text('referrer_domain'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    language: text('language').$type<SiteLanguage>().notNull(),
    deviceClass: text('device_class').$type<DeviceClass>().notNull(),
    /**
     * The visitor for one UTC day only: a hash of that day's salt (page_view_salts, deleted after
     * a day), the client's address, its user agent and the host, so views can be told apart into
     * sessions and nothing kept names the visitor. Null for views counted before it was kept.
     */
    visitorHash: text('visitor_hash'),
    /** The browser's family from the user agent (the agent itself is not kept); null for older views. */
    browser: text('browser').$type<BrowserFamily>(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt), index('page_views_path_idx').on(t.path, t.viewedAt)],
);

/**
 * The random salt of each UTC day that the day's visitor hashes are made with. Once a day's salt
 * is deleted (the day after next, by a clean-up), nobody can tell whose hashes that day's are.
 */
export const pageViewSalts = pgTable('page_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type TeamProfileRow = typeof teamProfiles.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryMessageRow = typeof inquiryMessages.$inferSelect;
export type JobPositionRow = typeof jobPositions.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type PageViewRow = typeof pageViews.$inferSelect;
