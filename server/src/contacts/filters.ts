import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactFilter } from '@/api/contract/contacts';
import { contacts } from '@server/db/schema';
import { containsFolded, likePattern } from '@server/src/sql/search';

/** The filters a facet leaves out when it counts its own values. */
export type FacetName = 'status' | 'source' | 'tag';

/** A list of texts as one SQL array (tags, a handful). */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Fewer digits than this say nothing of a phone number: "4" is in almost every one. */
const PHONE_DIGITS_MIN = 3;

/**
 * One word of the search: in the name, the e-mail or the phone number as written, or, when it has
 * digits, in the number's digits ("(415) 555-0110" finds +14155550110).
 */
function wordCondition(word: string): SQL {
  const digits = word.replace(/\D/g, '');
  const written = containsFolded([contacts.name, contacts.email, contacts.phone], word);
  return digits.length >= PHONE_DIGITS_MIN ? or(written, sql`${contacts.phone} like ${likePattern(digits)}`)! : written;
}

/** Contacts with every word of the search. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return words.length > 0 ? and(...words.map(wordCondition)) : undefined;
}

/**
 * The list's and the export's filters beside the scope (the business), as one condition; `without`
 * leaves one out, for the facet that counts its values.
 */
export function contactFilter(
  filter: Pick<ContactFilter, 'search' | 'status' | 'source' | 'owner' | 'tag'>,
  without?: FacetName,
): SQL | undefined {
  return and(
    searchCondition(filter.search),
    without !== 'status' && filter.status.length > 0 ? inArray(contacts.status, filter.status) : undefined,
    without !== 'source' && filter.source.length > 0 ? inArray(contacts.source, filter.source) : undefined,
    filter.owner === 'none' ? isNull(contacts.ownerId) : filter.owner !== undefined ? eq(contacts.ownerId, filter.owner) : undefined,
    // Every tag asked for: `@>` is what the tags' GIN index answers.
    without !== 'tag' && filter.tag.length > 0 ? sql`${contacts.tags} @> ${textArray(filter.tag)}` : undefined,
  );
}
