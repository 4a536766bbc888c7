import { describe, expect, it } from 'vitest';
import { formatters } from './format';

describe('formatters', () => {
  it('write numbers, percentages and dates the way each language does', () => {
    const en = formatters('en');
    const es = formatters('es');
    expect(en.number(12345.5)).toBe('12,345.5');
    expect(es.number(12345.5)).toBe('12.345,5');
    expect(en.percent(0.426)).toBe('42.6%');
    expect(es.percent(0.426)).toBe('42,6\u00a0%');
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
    expect(formatters('en').duration(45)).toBe('45s');
    expect(formatters('en').timeAgo(5)).toBe('5 minutes ago');
    expect(formatters('es').timeAgo(60 * 24)).toBe('ayer');
  });
});
