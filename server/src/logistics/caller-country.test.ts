import { describe, expect, it } from 'vitest';
import { COUNTRY_PREFIX_LENGTH, countryOfPrefix } from './caller-country';

const prefixOf = (number: string) => number.slice(0, COUNTRY_PREFIX_LENGTH);

describe('the country of a caller number’s prefix', () => {
  it('tells the United States from Canada and the Caribbean by the area code under +1', () => {
    expect(countryOfPrefix(prefixOf('+14155550110'))).toBe('US');
    expect(countryOfPrefix(prefixOf('+14165550199'))).toBe('CA');
    expect(countryOfPrefix(prefixOf('+16045550100'))).toBe('CA');
    expect(countryOfPrefix(prefixOf('+12125550100'))).toBe('US');
    expect(countryOfPrefix(prefixOf('+12684601234'))).toBe('AG');
  });

  it('reads a country decided by its own code or the digits after it', () => {
    expect(countryOfPrefix(prefixOf('+442079460000'))).toBe('GB');
    expect(countryOfPrefix(prefixOf('+447700900123'))).toBe('GB');
    expect(countryOfPrefix(prefixOf('+34612345678'))).toBe('ES');
    expect(countryOfPrefix(prefixOf('+525512345678'))).toBe('MX');
    expect(countryOfPrefix(prefixOf('+74951234567'))).toBe('RU');
    expect(countryOfPrefix(prefixOf('+77011234567'))).toBe('KZ');
    // Finland's main country, not Åland's (+358 18), which needs more digits than the prefix.
    expect(countryOfPrefix(prefixOf('+358401234567'))).toBe('FI');
  });

  it('names no country for a withheld number, an area code or a country code nobody has, or nothing', () => {
    for (const prefix of ['', 'anony', 'Restr', '+', '+1', '+155', '+1555', '+1999', '+999', '+0123', '14155'])
      expect(countryOfPrefix(prefix), prefix).toBeNull();
  });
});
