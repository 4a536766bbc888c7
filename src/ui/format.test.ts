import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatters } from './format';

afterEach(() => vi.restoreAllMocks());

/** Counts the formatters made of one kind; each is still the real one. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat') {
  const Real = Intl[kind] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  } as never);
}

describe('formatters', () => {
  it('make each style of formatter once, however many values they write', () => {
    const numberFormats = countMade('NumberFormat');
    const dateFormats = countMade('DateTimeFormat');
    const en = formatters('en');
    for (let month = 0; month < 12; month++) en.monthName(month);
    for (const ratio of [0.1, 0.2, 0.3]) en.percent(ratio);
    for (const seconds of [45, 200, 3000]) en.duration(seconds);
    for (const value of ['2026-11-22T10:00:00Z', '2026-11-23T10:00:00Z']) {
      en.date(value);
      en.dateTime(value);
      en.time(value);
    }
    // percent, minute, second; month, medium date, moment, time.
    expect(numberFormats).toHaveBeenCalledTimes(3);
    expect(dateFormats).toHaveBeenCalledTimes(4);
    expect(en.monthName(0)).toBe('Jan');
  });

  it('write numbers, percentages and dates the way each language does', () => {
    const en = formatters('en');
    const es = formatters('es');
    expect(en.number(12345.5)).toBe('12,345.5');
    expect(es.number(12345.5)).toBe('12.345,5');
    expect(en.percent(0.426)).toBe('42.6%');
    expect(es.percent(0.426)).toBe('42,6\u00a0%');
    // A tiny rate keeps two significant digits, where a percentage to a tenth would read 0%.
    expect(en.rate(0.000453)).toBe('0.045%');
    expect(es.rate(0.000453)).toBe('0,045\u00a0%');
    expect(en.rate(0.426)).toBe('42.6%');
    expect(en.rate(0)).toBe('0%');
    expect(en.change(5.3)).toBe('+5.3%');
    expect(en.date('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
    expect(es.date('2026-11-22T10:00:00Z')).toBe('22 nov 2026');
  });

  it('write a calendar day as that day, whatever the time zone', () => {
    expect(formatters('en').day('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatters('es').day('2099-12-31')).toBe('31 dic 2099');
  });

  it('write durations and how long ago something happened', () => {
    expect(formatters('en').duration(200)).toBe('3m 20s');
    // An average: the fraction of a second rounded away, never shown as milliseconds.
    expect(formatters('en').duration(117.455)).toBe('1m 57s');
    expect(formatters('en').duration(59.6)).toBe('1m 0s');
    expect(formatters('en').duration(45)).toBe('45s');
    expect(formatters('en').timeAgo(5)).toBe('5 minutes ago');
    expect(formatters('es').timeAgo(60 * 24)).toBe('ayer');
  });
});
