import type { MatchPart } from '@/api/contract/lato-ai';

/** Where PostgreSQL's headline starts and ends a found word: control characters no stored text holds. */
export const HIT_START = '\u0001';
export const HIT_END = '\u0002';

/** Adds a piece to the parts, joined to the last one when both are found words or both are not. */
function addPart(parts: MatchPart[], text: string, hit: boolean) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.hit === hit) last.text += text;
  else parts.push({ text, hit });
}

/**
 * A headline cut into the pieces the web app shows, the found words marked: joined, the parts are
 * the headline without its markers. A marker out of place (never written by PostgreSQL) is dropped.
 */
export function headlineParts(headline: string): MatchPart[] {
  const parts: MatchPart[] = [];
  let hit = false;
  let piece = '';
  for (const char of headline) {
    if (char !== HIT_START && char !== HIT_END) piece += char;
    else {
      addPart(parts, piece, hit);
      piece = '';
      hit = char === HIT_START;
    }
  }
  addPart(parts, piece, hit);
  return parts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with each place it contains the search marked, ignoring case: for a text found by its
 * letters (part of a word, a number) rather than by its words, which a headline does not mark.
 */
export function containedParts(text: string, search: string): MatchPart[] {
  const parts: MatchPart[] = [];
  const clean = text.replaceAll(HIT_START, '').replaceAll(HIT_END, '');
  if (!search) return clean ? [{ text: clean, hit: false }] : [];
  clean.split(new RegExp(`(${escapeRegExp(search)})`, 'giu')).forEach((piece, n) => addPart(parts, piece, n % 2 === 1));
  return parts;
}
