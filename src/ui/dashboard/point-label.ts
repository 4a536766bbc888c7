import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SeriesUnit } from '@/api/contract/dashboards';
import type { Formatters } from '@/ui/format';

/** A point of a series over time, named for its unit: a day, the week starting that day, a month. */
export function pointLabel(i18n: I18n, format: Formatters, unit: SeriesUnit, start: string): string {
  if (unit === 'month') return format.monthOfYear(start);
  if (unit === 'week') {
    const day = format.day(start, 'medium');
    return i18n._(msg`Week of ${day}`);
  }
  return format.day(start, 'medium');
}
