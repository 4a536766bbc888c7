import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money';
import { changesOf, ruleErrorsOf, toProduct, valuesOf } from './product-form';
import { parseProductSearch } from './products-search';
import { GROWTH } from './products-test-data';

describe('prices between the form and the API', () => {
  it('turns major units into minor ones by the currency’s decimals, rounding what floating point misses', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor('0.29', 'EUR')).toBe(29);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor('', 'USD')).toBeUndefined();
    expect(toMajor(14_900, 'USD')).toBe(149);
  });

  it('reads a product back into the same fields it was written from', () => {
    expect(toProduct(valuesOf(GROWTH))).toMatchObject({
      price_minor: 14_900,
      yearly_price_minor: 149_000,
      max_numbers: 10,
      overage_minute_minor: 5,
      features_es: GROWTH.features_es,
    });
  });

  it('sends only the fields that changed, a list as a whole', () => {
    const loaded = valuesOf(GROWTH);
    expect(changesOf(loaded, loaded)).toEqual({});
    expect(changesOf(loaded, { ...loaded, features_en: ['Call summaries', '3 numbers'], price: 159 })).toEqual({
      price_minor: 15_900,
      features_en: ['Call summaries', '3 numbers'],
    });
    // A product billed once no longer has a yearly price nor a trial.
    expect(changesOf(loaded, { ...loaded, interval: 'one_time' })).toEqual({
      interval: 'one_time',
      yearly_price_minor: null,
      trial_days: 0,
    });
  });

  it('checks the rules between fields with the server’s codes', () => {
    const product = toProduct(valuesOf(GROWTH));
    expect(ruleErrorsOf(product)).toEqual({});
    expect(ruleErrorsOf({ ...product, features_es: [], numbers: 12, interval: 'year' })).toEqual({
      features_es: ['features_mismatch'],
      yearly_price_minor: ['yearly_price_not_monthly'],
      max_numbers: ['max_numbers_below_included'],
    });
  });
});

describe('the catalogue’s address', () => {
  it('keeps what the pages offer and leaves out the rest and the defaults', () => {
    expect(parseProductSearch({ q: ' growth ', kind: 'plan', status: 'gone', sort: 'position', page: 1 })).toEqual({
      q: 'growth',
      kind: 'plan',
    });
    expect(parseProductSearch({ sort: '-price', page: '3' })).toEqual({ sort: '-price', page: 3 });
  });
});
