/**
 * Searching texts as a reader types: accents and case make no difference (`cafe` finds `Café`,
 * `ANO` finds `año`), and every word typed must be found, in any order. The server filters the
 * FAQ with it and the browser filters the page live with the same rule, so both find the same
 * answers: it lives in the contract, the one code the two share.
 */

// Combining marks, which Unicode's decomposition (NFD) splits off their letters.
const MARKS = /\p{M}/gu;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text taken from sanitised HTML with its escapes read back (`R&amp;D` is `R&D`). */
export const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name]!);

/** A text as searches compare it: without accents, lower case, spaces collapsed, HTML escapes read back. */
export function foldForSearch(text: string): string {
  return decodeEntities(text).normalize('NFD').replace(MARKS, '').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

/** The words of a search, folded; none for a blank one. */
export function searchWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Whether every word of the query is found in one of the texts; a blank query matches everything. */
export function matchesAllWords(texts: string | readonly string[], query: string): boolean {
  const haystack = foldForSearch(typeof texts === 'string' ? texts : texts.join(' '));
  return searchWords(query).every((word) => haystack.includes(word));
}
