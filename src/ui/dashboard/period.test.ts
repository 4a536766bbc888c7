import { describe, expect, it } from 'vitest';
import { changePercent, parseDashboardSearch, periodOf, todayIn } from './period';

describe("a dashboard's period in the address", () => {
  it('keeps a preset, the comparison, and a whole custom period', () => {
    expect(parseDashboardSearch({ range: '7d' })).toEqual({ range: '7d' });
    expect(parseDashboardSearch({ range: '12m', compare: 'true' })).toEqual({ range: '12m', compare: true });
    expect(parseDashboardSearch({ range: 'custom', from: '2026-01-05', to: '2026-02-04', compare: true })).toEqual({
      range: 'custom',
      from: '2026-01-05',
      to: '2026-02-04',
      compare: true,
    });
  });

  it('leaves out what is not a period: the default, an unknown range, days reversed, too far apart or not days', () => {
    expect(parseDashboardSearch({ range: '30d' })).toEqual({});
    expect(parseDashboardSearch({ range: '5y', compare: 'yes' })).toEqual({});
    expect(parseDashboardSearch({ range: 'custom', from: '2026-03-01', to: '2026-02-01' })).toEqual({});
    expect(parseDashboardSearch({ range: 'custom', from: '2025-01-01', to: '2026-01-02' })).toEqual({});
    expect(parseDashboardSearch({ range: 'custom', from: '2026-02-30x', to: '2026-03-01' })).toEqual({});
    expect(parseDashboardSearch({ range: 'custom', from: '2026-01-01' })).toEqual({});
    // Days the API would refuse: one that does not exist, one before the product's dates.
    expect(parseDashboardSearch({ range: 'custom', from: '2026-02-30', to: '2026-03-04' })).toEqual({});
    expect(parseDashboardSearch({ range: 'custom', from: '1800-01-01', to: '1800-01-02' })).toEqual({});
  });
});

describe('the days a period covers', () => {
  // 23:30 UTC on 25 November is already the 26th in Madrid and still the 25th in Mexico City.
  const now = new Date('2026-11-25T23:30:00Z');

  it("ends a preset today in the reader's time zone", () => {
    expect(todayIn('Europe/Madrid', now)).toBe('2026-11-26');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-11-25');
    expect(periodOf({}, 'Europe/Madrid', todayIn('Europe/Madrid', now))).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
      time_zone: 'Europe/Madrid',
      compare: false,
    });
    expect(periodOf({ range: '7d', compare: true }, 'America/Mexico_City', todayIn('America/Mexico_City', now))).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      time_zone: 'America/Mexico_City',
      compare: true,
    });
    expect(periodOf({ range: '12m' }, 'UTC', todayIn('UTC', now))).toMatchObject({ from: '2025-11-26', to: '2026-11-25' });
  });

  it('takes a custom period as it is', () => {
    expect(periodOf({ range: 'custom', from: '2026-01-01', to: '2026-01-31' }, 'UTC', todayIn('UTC', now))).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});

describe('the change from the period before', () => {
  it('is a percentage of the figure before, and nothing without one', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(75, 100)).toBe(-25);
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(10, null)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
  });
});
