import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CallHours } from '@/api/contract/call-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { HourHeatmap, hourName, weekdayName, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { callHoursQuery, type CallScope } from './call-analytics-queries';

type Row = CallHours['rows'][number];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** When calls come, by weekday and hour where each number is: when the phone needs answering most. */
export function BusiestHoursWidget({ period, scope }: { period: DashboardPeriod; scope: CallScope }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const hours = useQuery(callHoursQuery(period, scope));
  const columns: FigureColumn<Row>[] = [
    { label: t`Weekday`, value: (row) => weekdayName(i18n.locale, row.weekday) },
    ...HOURS.map((hour) => ({
      label: hourName(hour),
      value: (row: Row) => row.calls[hour]!,
      text: (row: Row) => format.number(row.calls[hour]!),
      numeric: true,
    })),
  ];
  return (
    <Widget
      title={t`Busiest hours`}
      query={hours}
      rows={(data) => (data.rows.some((row) => row.calls.some((calls) => calls > 0)) ? data.rows : [])}
      columns={columns}
      fileName={`calls-by-hour-${period.from}-${period.to}`}
      height={220}
    >
      {(_data, rows) => <HourHeatmap rows={rows.map((row) => ({ weekday: row.weekday, values: row.calls }))} />}
    </Widget>
  );
}
