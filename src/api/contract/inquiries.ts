import { z } from './zod';
import { detailSchema, idParams, nameText, pagedSchema, pagingQuery } from './common';
import { arrivedWithCampaign } from './marketing';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';
import { INQUIRY_AUTHORS, INQUIRY_STATUSES, SITE_LANGUAGES } from './site-values';

export * from './site-values';

export const INQUIRY_NAME_MAX = 150;
export const INQUIRY_EMAIL_MAX = 254;
export const INQUIRY_SUBJECT_MAX = 200;
/** A contact form's message: a few screens of plain text. */
export const INQUIRY_MESSAGE_MAX = 5000;
export const INQUIRY_ANSWER_MAX = 10_000;
const INQUIRY_SEARCH_MAX = 100;
/** The honeypot's length is not checked against a person (none fills it), only kept within reason. */
const HONEYPOT_MAX = 2000;

/** Field codes of the contact form, beside the common ones (errors.ts). */
export const INQUIRY_FIELD_CODES = ['consent_required'] as const;
export type InquiryFieldCode = (typeof INQUIRY_FIELD_CODES)[number];

/** The statuses staff set by hand; `answered` comes only with an answer. */
export const SETTABLE_INQUIRY_STATUSES = ['new', 'handled', 'spam'] as const;
export type SettableInquiryStatus = (typeof SETTABLE_INQUIRY_STATUSES)[number];

/**
 * The contact form as the public page sends it. `website` is a honeypot: the page hides it from
 * people (and from screen readers), so only a form-filling robot fills it.
 */
export const newInquirySchema = z.strictObject({
  name: nameText(INQUIRY_NAME_MAX),
  email: z.string().trim().pipe(z.email().max(INQUIRY_EMAIL_MAX)),
  subject: nameText(INQUIRY_SUBJECT_MAX),
  message: nameText(INQUIRY_MESSAGE_MAX),
  consent: z.boolean().refine((given) => given, { params: { code: 'consent_required' satisfies InquiryFieldCode } }),
  language: z.enum(SITE_LANGUAGES),
  website: z.string().max(HONEYPOT_MAX).optional(),
  /** The campaign the visitor's tab arrived with (marketing). */
  campaign: arrivedWithCampaign,
});
export type NewInquiry = z.input<typeof newInquirySchema>;

const statusSchema = z.enum(INQUIRY_STATUSES);

/** An inquiry in the staff's list: who wrote, about what, where it stands, and the start of the message. */
export const inquirySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  language: z.enum(SITE_LANGUAGES),
  status: statusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The first words of the visitor's message. */
  preview: z.string(),
  /** Messages in the thread, the visitor's first included. */
  messages: z.number().int(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(INQUIRY_AUTHORS),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When an answer was handed to the mail queue (for the visitor's message: its acknowledgement); null before. */
  emailed_at: z.string().nullable(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

/** One inquiry with its whole thread, oldest message first. */
export const inquiryDetailSchema = inquirySummarySchema.omit({ preview: true, messages: true }).extend({
  consent_at: z.string(),
  /** Who last answered it or marked it handled or spam; null while new. */
  handled_by: z.string().nullable(),
  thread: z.array(inquiryMessageSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** How many inquiries each status tab holds under the same search; `all` is every status. */
export const inquiryCountsSchema = z.record(z.enum(['all', ...INQUIRY_STATUSES]), z.number().int());
export type InquiryCounts = z.infer<typeof inquiryCountsSchema>;

export const inquiryPageSchema = pagedSchema(inquirySummarySchema).extend({ counts: inquiryCountsSchema });
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

export const inquiryListQuery = z.object({
  ...pagingQuery,
  status: statusSchema.optional(),
  /** Words of the name, the e-mail or the subject. */
  search: z.string().trim().max(INQUIRY_SEARCH_MAX).optional(),
});
export type InquiryListQuery = z.input<typeof inquiryListQuery>;

export const inquiryAnswerSchema = z.strictObject({ body: nameText(INQUIRY_ANSWER_MAX) });
export const inquiryStatusSchema = z.strictObject({ status: z.enum(SETTABLE_INQUIRY_STATUSES) });

const I = '/api/v1/inquiries';

/** The inquiries area of the public site: the contact form (public), and reading and answering it (staff). */
export const inquiriesEndpoints = {
  /**
   * Keeps a contact form's message, acknowledges it by e-mail and tells the staff. Rate limited
   * per e-mail address and per client address (429).
   */
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/site/inquiries/',
    access: 'public',
    body: jsonBody(newInquirySchema),
    status: 201,
    response: detailSchema,
  }),
  list: defineEndpoint({ method: 'GET', path: `${I}/`, access: ACCESS.inquiries, query: inquiryListQuery, response: inquiryPageSchema }),
  get: defineEndpoint({ method: 'GET', path: `${I}/:id/`, access: ACCESS.inquiries, params: idParams, response: inquiryDetailSchema }),
  /** An answer e-mailed to the visitor in their language and kept in the thread; the inquiry becomes answered. */
  answer: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/answers/`,
    access: ACCESS.inquiries,
    params: idParams,
    body: jsonBody(inquiryAnswerSchema),
    status: 201,
    response: inquiryDetailSchema,
  }),
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: `${I}/:id/`,
    access: ACCESS.inquiries,
    params: idParams,
    body: jsonBody(inquiryStatusSchema),
    response: inquiryDetailSchema,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${I}/:id/`, access: ACCESS.inquiries, params: idParams, response: detailSchema }),
} as const;
