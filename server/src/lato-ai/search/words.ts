import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { assistantSettings, bilingualWords } from '@server/db/schema';
import { HIT_END, HIT_START } from './headline-parts';

/**
 * The words searched for, as PostgreSQL's full-text search reads them: stemmed in English and in
 * Spanish together, as the texts are indexed (bilingualWords). websearch_to_tsquery reads what a
 * person types (quotes for a phrase, `-` to leave a word out, `or`) and never throws on it; words
 * every language drops ("a", "no") leave an empty query, which matches nothing.
 */
export const wordsQuery = (search: string): SQL =>
  sql`(websearch_to_tsquery('english'::regconfig, ${search}) || websearch_to_tsquery('spanish'::regconfig, ${search}))`;

/** The rows whose text has the words, in any of their forms; written as the index is, so it is used. */
export const hasWords = (column: AnyColumn, search: string): SQL => sql`${bilingualWords(column)} @@ ${wordsQuery(search)}`;

// The found words are wrapped in control characters no stored text holds (the contract refuses
// them, and they are taken out of the text first all the same), so the parts are cut apart without
// guessing. A text as short as one SMS is shown whole; a longer one as a few dozen words around
// the words found, at most two pieces of it. ShortWord=0: PostgreSQL would otherwise trim words of
// up to three letters ("I", "Can") off the ends of each piece.
const MARKERS = `StartSel=${HIT_START}, StopSel=${HIT_END}`;
const WHOLE = `${MARKERS}, HighlightAll=true`;
const AROUND = `${MARKERS}, MaxWords=18, MinWords=6, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`;
const SHOWN_WHOLE = 160;

const headlineIn = (config: 'english' | 'spanish', text: AnyColumn, search: string) =>
  sql<string>`ts_headline(${sql.raw(`'${config}'::regconfig`)}, translate(${text}, ${HIT_START + HIT_END}, ''), ${wordsQuery(search)}, case when char_length(${text}) <= ${SHOWN_WHOLE} then ${WHOLE} else ${AROUND} end)`;

/**
 * The text around the words, cut as each language splits and stems it: a word marks as found only
 * when the headline's language stems it as the search did ("llamaré" is found by "llamar" in
 * Spanish, not in English). Both are read; `headlineOf` picks one.
 */
export const headlinesOf = (text: AnyColumn, search: string) => ({
  english: headlineIn('english', text, search),
  spanish: headlineIn('spanish', text, search),
});

/** Whether the number's assistant speaks Spanish (a number without settings yet speaks English, as its defaults). */
export const speaksSpanish = (numberId: number) =>
  sql<boolean>`exists (select 1 from ${assistantSettings} where ${assistantSettings.numberId} = ${numberId} and ${assistantSettings.language} = 'es')`;

/**
 * The headline in the number's language, unless only the other language found the words (a caller
 * who spoke the other one): then that one's.
 */
export function headlineOf(row: { english: string; spanish: string; spanishFirst: boolean }): string {
  const [first, other] = row.spanishFirst ? [row.spanish, row.english] : [row.english, row.spanish];
  return first.includes(HIT_START) || !other.includes(HIT_START) ? first : other;
}
