import { describe, expect, it } from 'vitest';
import { MARKED, PLAIN, foldText } from './search';

describe("the database's accent folding", () => {
  it('takes each marked letter to the letter the search folds it to (Núñez is nunez, Campaña is campana)', () => {
    expect([...PLAIN]).toHaveLength([...MARKED].length);
    // ø has no decomposition: it folds to o by the table alone.
    [...MARKED].forEach((letter, n) => expect(`${letter}→${PLAIN[n]}`).toBe(`${letter}→${letter === 'ø' ? 'o' : foldText(letter)}`));
  });
});
