import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from './zod';
import { calendarDate, detailSchema, formFlag, idSchema, nameText, plainInt, richTextHtml } from './common';
import { defineEndpoint, jsonBody, multipartBody } from './endpoint';
import { ACCESS } from './roles';
import { siteLanguageQuery } from './site-content';
import { APPLICATION_STAGES, EMPLOYMENT_TYPES, POSITION_STATUSES, SITE_LANGUAGES, WORKPLACES } from './site-values';
import { E164_SHAPE } from './lato-ai-values';

export * from './site-values';

/** A yearly salary range in minor units of its currency (either end may be open). */
export const salaryRangeSchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: z.string(),
});

/** An open position as the careers list shows it, in the language asked for. */
export const positionSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  workplace: z.enum(WORKPLACES),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  salary: salaryRangeSchema.nullable(),
  /** The last day applications are taken, `YYYY-MM-DD`, or null when open until filled. */
  closes_on: z.string().nullable(),
  published_at: z.string(),
});
/** A position's own page: its summary and its texts (sanitised HTML). */
export const publicPositionSchema = positionSummarySchema.extend({
  description: z.string(),
  requirements: z.string(),
  offer: z.string(),
});
export const careersPageSchema = z.object({ positions: z.array(positionSummarySchema) });
export type PositionSummary = z.infer<typeof positionSummarySchema>;
export type PublicPosition = z.infer<typeof publicPositionSchema>;
export type CareersPage = z.infer<typeof careersPageSchema>;

/** A position's address as its slug writes it (lowercase words and dashes): anything else names no position (404). */
export const positionSlugParams = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

export const POSITION_TITLE_MAX = 160;
export const POSITION_PLACE_MAX = 120;
/** A rich text's HTML, as the editor writes it: room for a long page of formatted text. */
export const POSITION_TEXT_MAX = 20_000;
/** The largest yearly salary a position or an applicant names, in whole units (its minor units fit an integer). */
export const SALARY_MAX = 10_000_000;

/** A CV or a cover letter: one file each, at most this large. */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** CV and cover-letter types, checked on the file's content: PDF, Word (.doc) and Word (.docx). */
export const APPLICATION_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** For the file picker: the extensions of the accepted types. */
export const APPLICATION_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const APPLICANT_NAME_MAX = 200;
export const PORTFOLIO_URL_MAX = 500;

/** Why a careers request was refused, per field, beside the common codes (errors.ts). */
export const CAREERS_FIELD_CODES = [
  // The position applied to is not open (a draft, closed, past its closing date, or unknown).
  'position_not_open',
  'consent_required',
  'invalid_phone',
  // Not an http(s) address.
  'invalid_url',
  'invalid_currency',
  // The salary's lowest end is above its highest.
  'salary_range_reversed',
  // A status the position cannot take from the one it has (a draft is never closed, an open one never a draft again).
  'invalid_transition',
  // Opening a position whose closing date has passed: the daily job would close it again.
  'closing_date_passed',
  // A position is deleted only while no one has applied; else it is closed, and its applications purged in time.
  'position_has_applications',
] as const;
export type CareersFieldCode = (typeof CAREERS_FIELD_CODES)[number];

/** An empty text is no value at all. */
const orNull = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), rule.nullable()) as unknown as z.ZodType<
    z.output<T> | null,
    z.input<T> | null | undefined
  >;

/**
 * A phone number written as people write it in its international form (`+34 612 34 56 78`),
 * checked against its country's numbering plan and kept as E.164 (`+34612345678`).
 */
const internationalPhone = z
  .string()
  .trim()
  .max(32)
  .transform((typed) => typed.replace(/[\s().-]/g, ''))
  .refine((value) => E164_SHAPE.test(value) && isValidPhoneNumber(value), { params: { code: 'invalid_phone' } });

const webAddress = z
  .string()
  .trim()
  .max(PORTFOLIO_URL_MAX)
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { params: { code: 'invalid_url' } },
  );

/** A yearly salary as the application form takes it: whole units of the position's currency. */
const wholeSalary = plainInt({ min: 0, max: SALARY_MAX });

/**
 * The application form's text fields (its files are `cv` and `cover_letter`). `website` is a field
 * people never see: a form that fills it was filled by a program, and is answered as if taken.
 */
export const applicationFields = z.object({
  /** The slug of the position applied to. */
  position: z.string().trim().min(1).max(120),
  name: nameText(APPLICANT_NAME_MAX),
  email: z.string().trim().pipe(z.email().max(254)),
  phone: orNull(internationalPhone).default(null),
  expected_salary: orNull(wholeSalary).default(null),
  portfolio_url: orNull(webAddress).default(null),
  /** The language of the page the form was sent from: the confirmation e-mail is written in it. */
  language: z.enum(SITE_LANGUAGES).default('en'),
  consent: formFlag.refine((given) => given, { params: { code: 'consent_required' } }),
  website: z.string().max(500).optional(),
});
export type ApplicationFields = z.input<typeof applicationFields>;

const applicationFiles = {
  cv: { maxBytes: APPLICATION_FILE_MAX_BYTES },
  cover_letter: { maxBytes: APPLICATION_FILE_MAX_BYTES },
};

/** A position's rich text, up to POSITION_TEXT_MAX characters of HTML. */
const richText = ({ required }: { required: boolean }) => richTextHtml({ max: POSITION_TEXT_MAX, required });

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), { params: { code: 'invalid_currency' } });

/** A salary end as staff give it: minor units of the currency (cents), or null when the position does not say. */
const salaryEnd = z
  .number()
  .int()
  .min(0)
  .max(SALARY_MAX * 100)
  .nullable();

const positionFieldRules = {
  title_en: nameText(POSITION_TITLE_MAX),
  title_es: nameText(POSITION_TITLE_MAX),
  department: nameText(POSITION_PLACE_MAX),
  location: nameText(POSITION_PLACE_MAX),
  workplace: z.enum(WORKPLACES),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  salary_min: salaryEnd,
  salary_max: salaryEnd,
  salary_currency: currencyCode,
  description_en: richText({ required: true }),
  description_es: richText({ required: true }),
  requirements_en: richText({ required: false }),
  requirements_es: richText({ required: false }),
  offer_en: richText({ required: false }),
  offer_es: richText({ required: false }),
  closes_on: calendarDate,
};

/** The lowest end not above the highest, when both are given; said on the highest. */
function salaryInOrder(value: { salary_min?: number | null; salary_max?: number | null }, ctx: z.RefinementCtx) {
  if (value.salary_min != null && value.salary_max != null && value.salary_min > value.salary_max) {
    ctx.addIssue({
      code: 'custom',
      path: ['salary_max'],
      message: 'The lowest salary is above the highest.',
      params: { code: 'salary_range_reversed' },
    });
  }
}

/** A new position: always a draft, its slug made from the English title. */
export const createPositionFields = z
  .strictObject({
    ...positionFieldRules,
    salary_min: salaryEnd.default(null),
    salary_max: salaryEnd.default(null),
    salary_currency: currencyCode.default('EUR'),
    requirements_en: positionFieldRules.requirements_en.default(''),
    requirements_es: positionFieldRules.requirements_es.default(''),
    offer_en: positionFieldRules.offer_en.default(''),
    offer_es: positionFieldRules.offer_es.default(''),
  })
  .superRefine(salaryInOrder);
export type NewPosition = z.input<typeof createPositionFields>;

/**
 * A change to some of a position's fields, and its status: a draft opens (published), an open
 * position closes, a closed one opens again. The slug stays, so links to the position stay good.
 */
export const updatePositionFields = z
  .strictObject({ ...positionFieldRules, status: z.enum(POSITION_STATUSES) })
  .partial()
  .superRefine(salaryInOrder);
export type PositionChange = z.input<typeof updatePositionFields>;

/** How many have applied to a position: all, and those still to be looked at (received). */
const applicationCountsSchema = z.object({ total: z.number().int(), received: z.number().int() });

/** A position in the staff's list: every status. */
export const positionAdminSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(POSITION_STATUSES),
  title_en: z.string(),
  title_es: z.string(),
  department: z.string(),
  location: z.string(),
  workplace: z.enum(WORKPLACES),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  closes_on: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  applications: applicationCountsSchema,
});
export type PositionAdminSummary = z.infer<typeof positionAdminSummarySchema>;

/** A position as staff edit it: both languages; rich texts are sanitised HTML; salaries in minor units. */
export const positionAdminSchema = positionAdminSummarySchema.extend({
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string(),
  description_en: z.string(),
  description_es: z.string(),
  requirements_en: z.string(),
  requirements_es: z.string(),
  offer_en: z.string(),
  offer_es: z.string(),
  created_at: z.string(),
});
export type PositionAdmin = z.infer<typeof positionAdminSchema>;

export const positionListQuery = z.object({ status: z.enum(POSITION_STATUSES).optional() });
export const positionListSchema = z.object({ positions: z.array(positionAdminSummarySchema) });
export type PositionList = z.infer<typeof positionListSchema>;

/** The position an application is for, as the pipeline names it. */
const positionRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_es: z.string(),
  status: z.enum(POSITION_STATUSES),
});
export type PositionRef = z.infer<typeof positionRefSchema>;

/** An application's card on the pipeline board. */
export const applicationCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: positionRefSchema,
  stage: z.enum(APPLICATION_STAGES),
  /** Raised by every change to the application: a move sends the version it was made from (a stale one is refused, 409). */
  version: z.number().int(),
  has_cover_letter: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;

/**
 * The pipeline board: every stage in order (APPLICATION_STAGES), each with its applications in
 * order, narrowed to one position when asked; and every position, for the board's filter.
 */
export const applicationBoardSchema = z.object({
  /** The position the board is narrowed to, or null for all. */
  position: z.number().int().nullable(),
  stages: z.array(z.object({ stage: z.enum(APPLICATION_STAGES), applications: z.array(applicationCardSchema) })),
  positions: z.array(positionRefSchema),
});
export type ApplicationBoard = z.infer<typeof applicationBoardSchema>;

export const applicationBoardQuery = z.object({ position: idSchema.optional() });

/**
 * A card moved to `index` of `stage` as the board shows it: narrowed to `position` (the board's
 * filter, when it has one), the index counts only that position's cards. `version` is the card's
 * as the board read it.
 */
export const moveApplicationFields = z.strictObject({
  stage: z.enum(APPLICATION_STAGES),
  index: z.number().int().min(0).max(100_000),
  version: z.number().int().min(1),
  position: idSchema.nullable().default(null),
});
export type ApplicationMove = z.input<typeof moveApplicationFields>;

const storedFileSchema = z.object({ name: z.string(), content_type: z.string(), size: z.number().int() });

/** One application with everything the applicant sent. The files are read through their own calls. */
export const applicationDetailSchema = applicationCardSchema.extend({
  phone: z.string().nullable(),
  /** Yearly, in minor units of `salary_currency` (the position's). */
  expected_salary: z.number().int().nullable(),
  salary_currency: z.string(),
  portfolio_url: z.string().nullable(),
  language: z.enum(SITE_LANGUAGES),
  /** When the applicant agreed that the agency keeps their data for the retention period. */
  consent_at: z.string(),
  cv: storedFileSchema,
  cover_letter: storedFileSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

const rowParams = z.object({ id: idSchema });
const C = '/api/v1/careers';

/** The careers area: open positions and applications (public), their management (staff). */
export const careersEndpoints = {
  openPositions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/positions/',
    access: 'public',
    query: siteLanguageQuery,
    response: careersPageSchema,
  }),
  publicPosition: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/positions/:slug/',
    access: 'public',
    params: positionSlugParams,
    query: siteLanguageQuery,
    response: publicPositionSchema,
  }),
  /**
   * The application form: its fields, the CV (required) and a cover letter, each a PDF, DOC or
   * DOCX of at most 10 MB. A position that is not open answers 400 `position_not_open` on
   * `position`. Limited per address and per e-mail (429).
   */
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/v1/site/applications/',
    access: 'public',
    body: multipartBody(applicationFields, applicationFiles),
    status: 201,
    response: detailSchema,
  }),

  positions: defineEndpoint({
    method: 'GET',
    path: `${C}/positions/`,
    access: ACCESS.careers,
    query: positionListQuery,
    response: positionListSchema,
  }),
  position: defineEndpoint({
    method: 'GET',
    path: `${C}/positions/:id/`,
    access: ACCESS.careers,
    params: rowParams,
    response: positionAdminSchema,
  }),
  createPosition: defineEndpoint({
    method: 'POST',
    path: `${C}/positions/`,
    access: ACCESS.careers,
    body: jsonBody(createPositionFields),
    status: 201,
    response: positionAdminSchema,
  }),
  updatePosition: defineEndpoint({
    method: 'PATCH',
    path: `${C}/positions/:id/`,
    access: ACCESS.careers,
    params: rowParams,
    body: jsonBody(updatePositionFields),
    response: positionAdminSchema,
  }),
  /** Only a position no one has applied to (400 `position_has_applications` otherwise): close it instead. */
  deletePosition: defineEndpoint({
    method: 'DELETE',
    path: `${C}/positions/:id/`,
    access: ACCESS.careers,
    params: rowParams,
    response: detailSchema,
  }),

  applicationBoard: defineEndpoint({
    method: 'GET',
    path: `${C}/applications/`,
    access: ACCESS.careers,
    query: applicationBoardQuery,
    response: applicationBoardSchema,
  }),
  /** Moves a card; answers the board as it is now, narrowed as the move was. */
  moveApplication: defineEndpoint({
    method: 'PATCH',
    path: `${C}/applications/:id/stage/`,
    access: ACCESS.careers,
    params: rowParams,
    body: jsonBody(moveApplicationFields),
    response: applicationBoardSchema,
  }),
  application: defineEndpoint({
    method: 'GET',
    path: `${C}/applications/:id/`,
    access: ACCESS.careers,
    params: rowParams,
    response: applicationDetailSchema,
  }),
  /** The CV itself, to be shown in place (inline). */
  applicationCv: defineEndpoint({
    method: 'GET',
    path: `${C}/applications/:id/cv/`,
    access: ACCESS.careers,
    params: rowParams,
    response: z.unknown(),
  }),
  /** The cover letter, to be shown in place; 404 when the applicant sent none. */
  applicationCoverLetter: defineEndpoint({
    method: 'GET',
    path: `${C}/applications/:id/cover-letter/`,
    access: ACCESS.careers,
    params: rowParams,
    response: z.unknown(),
  }),
  /** The applicant's data gone on their request: the application and its files. */
  deleteApplication: defineEndpoint({
    method: 'DELETE',
    path: `${C}/applications/:id/`,
    access: ACCESS.careers,
    params: rowParams,
    response: detailSchema,
  }),
} as const;
