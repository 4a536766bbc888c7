import { addDays, DASHBOARD_PERIOD_DAYS_MAX, periodDay, periodDays, type DashboardPeriod } from '@/api/contract/dashboards';

export { addDays };

/** The periods a dashboard offers; `custom` is two days the reader picks. */
export const PERIOD_RANGES = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type PeriodRange = (typeof PERIOD_RANGES)[number];
export const DEFAULT_RANGE: PeriodRange = '30d';

/** A dashboard's period as the address keeps it: only what differs from the default is written. */
export interface DashboardSearch {
  range?: PeriodRange;
  from?: string;
  to?: string;
  compare?: true;
}

/** A day the API takes: a real calendar day (no 30 February) within the product's dates. */
const isDay = (value: unknown): value is string => periodDay.safeParse(value).success;

/** The address's period; a value that is not one is left out (the default period), never an error page. */
export function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const range = PERIOD_RANGES.find((candidate) => candidate === search.range && candidate !== DEFAULT_RANGE);
  const compare = search.compare === true || search.compare === 'true' ? ({ compare: true } as const) : {};
  if (range !== 'custom') return { ...(range ? { range } : {}), ...compare };
  const { from, to } = search;
  if (!isDay(from) || !isDay(to) || from > to || periodDays(from, to) > DASHBOARD_PERIOD_DAYS_MAX) return compare;
  return { range, from, to, ...compare };
}

/** A dashboard page: its period from the address, and how it writes a new one there. */
export interface DashboardPageProps {
  search: DashboardSearch;
  onSearchChange(search: DashboardSearch): void;
}

/** The reader's time zone, as the browser knows it. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today in `timeZone`, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // Swedish writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const PRESET_DAYS: Record<Exclude<PeriodRange, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };

/** The days a dashboard's widgets are asked for: a preset ends today, in the reader's time zone. */
export function periodOf(search: DashboardSearch, timeZone: string, today = todayIn(timeZone)): DashboardPeriod {
  const compare = search.compare === true;
  if (search.range === 'custom' && search.from && search.to) return { from: search.from, to: search.to, time_zone: timeZone, compare };
  const range = search.range === undefined || search.range === 'custom' ? DEFAULT_RANGE : search.range;
  const days = PRESET_DAYS[range as Exclude<PeriodRange, 'custom'>];
  return { from: addDays(today, 1 - days), to: today, time_zone: timeZone, compare };
}

/** The change from the period before, in percent; null when there is nothing to compare with. */
export function changePercent(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return ((value - previous) / previous) * 100;
}
