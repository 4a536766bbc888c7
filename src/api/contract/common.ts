import { z } from './zod';
import { DATE_MAX, DATE_MIN, DEFAULT_PAGE_SIZE, PASSWORD_MAX, PASSWORD_MIN } from './common-values';

/** The largest id PostgreSQL's `integer` holds: ids past it name no row. */
const ID_MAX = 2_147_483_647;

const PLAIN_DIGITS = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A whole number as a path or query carries it: plain digits only, so `0x1`, `+1`, ` 1`, `1e3`
 * and `00001` are refused rather than read as some other number. Typed callers may pass a number.
 */
export function plainInt({ min, max }: { min: number; max: number }) {
  return z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (!PLAIN_DIGITS.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Expected a whole number written in plain digits.', params: { code: 'invalid_number' } });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int().min(min).max(max));
}

/** A row id in a path or query. */
export const idSchema = plainInt({ min: 1, max: ID_MAX });

/** Path parameters of a call on one row. */
export const idParams = z.object({ id: idSchema });

const MAX_PAGE_SIZE = 100;

/** `page` and `page_size` of every paged list. */
export const pagingQuery = {
  page: plainInt({ min: 1, max: ID_MAX }).default(1),
  page_size: plainInt({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
};

/** The pager every list call answers: count, num_pages, current_page, results. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    num_pages: z.number().int(),
    current_page: z.number().int(),
    results: z.array(item),
  });
}

/** A multipart flag: "true"/"false" as sent, or a boolean from a typed caller. */
export const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * A list field of a multipart form: the form repeats the field once per item, so it arrives as
 * one value, several, or none.
 */
export function formList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item)) as unknown as z.ZodType<
    z.output<T>[],
    z.input<T>[] | z.input<T> | undefined
  >;
}

export const detailSchema = z.object({ detail: z.string() });

/**
 * A client business as other areas name it (a project's client, a number's holder). Here rather
 * than in the organisations contract, so the areas that name one do not load that whole contract.
 */
export const organisationRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

/** A one-time link's secret as an e-mail carries it; any length a mangled link may have is just not found. */
export const linkToken = z.string().min(1).max(256);

/** Every password anyone sets: 8 to 128 characters, with a letter and something that is not one. */
export const passwordRule = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((password) => /\p{L}/u.test(password) && /[^\p{L}]/u.test(password), { params: { code: 'weak_password' } });

// Control characters, but for tab and newline; and NUL, which PostgreSQL text cannot hold.
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** A name or title: trimmed, from 1 to `max` characters, no control characters but tab and newline. */
export function nameText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), { params: { code: 'invalid_character' } });
}

/** A longer text (a description): trimmed, up to `max` characters, may be empty; no control characters but tab and newline. */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), { params: { code: 'invalid_character' } });
}

// Control characters, but for tab and newline, which no editor writes into HTML.
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const HTML_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/;
const TAGS = /<[^>]*>/g;

/**
 * A rich text's HTML as the editor sends it, up to `max` characters; the server sanitises it before
 * storing (server/src/rich-text). `required`: it must hold some text.
 */
export function richTextHtml({ max, required }: { max: number; required: boolean }) {
  const html = z
    .string()
    .max(max)
    .refine((text) => !HTML_CONTROL_CHARACTERS.test(text), { params: { code: 'invalid_character' } });
  if (!required) return html;
  return html.refine(
    (text) =>
      text
        .replace(TAGS, '')
        .replace(/&nbsp;/g, ' ')
        .trim() !== '',
    { params: { code: 'required' } },
  );
}

/**
 * A calendar date `YYYY-MM-DD` within DATE_MIN..DATE_MAX, or null; an empty or missing value is null.
 * Comparing the text compares the dates: the format is fixed-width.
 */
export const calendarDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso
    .date()
    .refine((date) => date >= DATE_MIN && date <= DATE_MAX, { params: { code: 'date_out_of_range' } })
    .nullable(),
) as unknown as z.ZodType<string | null, string | null | undefined>;

/**
 * An IANA time zone name the runtime knows, aliases included (a browser may say Asia/Calcutta).
 * Offsets such as `+01:00` are refused: PostgreSQL reads their sign the other way round.
 */
function isTimeZoneName(zone: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

/** A reader's time zone, so that their days start at their midnight. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine(isTimeZoneName, { params: { code: 'invalid_choice' } });

/** A reference to a row that may be empty: an id, or null (an empty or missing value too). */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  idSchema.nullable(),
) as unknown as z.ZodType<number | null, number | string | null | undefined>;

/** A form with no text fields (files only); any text part sent is ignored. */
export const noFields = z.object({}) as unknown as z.ZodType<Record<never, never>, Record<never, never>>;

export * from './common-values';
