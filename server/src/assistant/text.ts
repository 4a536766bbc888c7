import { foldText } from '@server/src/sql/search';

/** Text as the matching compares it: lower case, accents taken off ("Dónde" and "donde" are one word). */
export const fold = foldText;

/** The words of a text, folded. */
export const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
