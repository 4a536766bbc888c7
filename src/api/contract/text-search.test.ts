import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesAllWords, searchWords } from './text-search';

describe('searching texts', () => {
  it('folds accents, case and spaces away', () => {
    expect(foldForSearch('  ¿Cuánto  CUESTA\tel Año? ')).toBe('¿cuanto cuesta el ano?');
    expect(foldForSearch('Ñandú Ünïcode')).toBe('nandu unicode');
  });

  it('finds a text whatever the accents and case of either side', () => {
    expect(matchesAllWords('¿Cómo se factura?', 'COMO')).toBe(true);
    expect(matchesAllWords('How do I cancel?', 'cómo')).toBe(false);
    expect(matchesAllWords('Facturación mensual', 'facturacion')).toBe(true);
  });

  it('needs every word, in any order, across the texts given', () => {
    expect(matchesAllWords(['Lato AI answers calls', 'and texts at night'], 'night calls')).toBe(true);
    expect(matchesAllWords(['Lato AI answers calls', 'and texts at night'], 'night emails')).toBe(false);
  });

  it('matches everything with a blank query', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(matchesAllWords('anything', ' ')).toBe(true);
  });

  it('reads back the escapes of sanitised HTML, so "R&D" finds "R&amp;D"', () => {
    expect(matchesAllWords('<p>Our R&amp;D team</p>', 'r&d')).toBe(true);
  });
});
