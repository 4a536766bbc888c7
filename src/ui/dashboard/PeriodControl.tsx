import { lazy, Suspense } from 'react';
import { Group, SegmentedControl, Skeleton, Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DASHBOARD_PERIOD_DAYS_MAX, periodDays, type DashboardPeriod } from '@/api/contract/dashboards';
import { addDays, DEFAULT_RANGE, type DashboardSearch, type PeriodRange } from './period';

// The calendar is a download of its own, asked for only when the reader picks their own days.
const DateRangeField = lazy(() => import('@/ui/DateField').then((module) => ({ default: module.DateRangeField })));

interface Props {
  search: DashboardSearch;
  /** The days the widgets show now: a custom period starts from them. */
  period: DashboardPeriod;
  /** Today in the reader's time zone: the last day that may be picked. */
  today: string;
  onChange(search: DashboardSearch): void;
}

/** A dashboard's period (the last 7, 30 or 90 days, 12 months, or days picked) and the comparison with the period before. */
export function PeriodControl({ search, period, today, onChange }: Props) {
  const { t } = useLingui();
  const range: PeriodRange = search.range ?? DEFAULT_RANGE;
  const compare = search.compare ? ({ compare: true } as const) : {};
  const choose = (next: string) => {
    const picked = next as PeriodRange;
    if (picked === 'custom') onChange({ range: 'custom', from: period.from, to: period.to, ...compare });
    else onChange({ ...(picked === DEFAULT_RANGE ? {} : { range: picked }), ...compare });
  };
  const { compare: _compare, ...withoutCompare } = search;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SegmentedControl
        size="xs"
        aria-label={t`Period`}
        value={range}
        onChange={choose}
        data={[
          { value: '7d', label: t`7 days` },
          { value: '30d', label: t`30 days` },
          { value: '90d', label: t`90 days` },
          { value: '12m', label: t`12 months` },
          { value: 'custom', label: t`Custom` },
        ]}
      />
      {range === 'custom' && (
        <Suspense fallback={<Skeleton h={30} w={220} radius="sm" />}>
          <DateRangeField
            size="xs"
            hiddenLabel={t`Days`}
            clearable={false}
            value={[period.from, period.to]}
            maxDate={today}
            onChange={([from, to]) => {
              if (!from || !to) return;
              // A period is at most a year and a day: a longer pick keeps its first year.
              const last = periodDays(from, to) > DASHBOARD_PERIOD_DAYS_MAX ? addDays(from, DASHBOARD_PERIOD_DAYS_MAX - 1) : to;
              onChange({ range: 'custom', from, to: last, ...compare });
            }}
          />
        </Suspense>
      )}
      <Switch
        size="sm"
        label={t`Compare with the period before`}
        checked={search.compare === true}
        onChange={(event) => onChange(event.currentTarget.checked ? { ...withoutCompare, compare: true } : withoutCompare)}
      />
    </Group>
  );
}
