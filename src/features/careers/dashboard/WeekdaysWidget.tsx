import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CareersWeekdays } from '@/api/contract/careers-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { BarChart, weekdayName, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { careersWeekdaysQuery } from './careers-analytics-queries';

type Row = CareersWeekdays['rows'][number];

/** On which days of the week applications arrive, beside the period before when compared. */
export function WeekdaysWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const weekdays = useQuery(careersWeekdaysQuery(period));
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const columns: FigureColumn<Row>[] = [
    { label: t`Weekday`, value: (row) => weekdayName(i18n.locale, row.weekday) },
    { label: t`Applications`, value: (row) => row.applications, text: (row) => count(row.applications), numeric: true },
    ...(period.compare
      ? [{ label: t`Applications before`, value: (row: Row) => row.previous, text: (row: Row) => count(row.previous), numeric: true }]
      : []),
  ];
  return (
    <Widget
      title={t`Applications received per weekday`}
      query={weekdays}
      rows={(data) => (data.rows.some((row) => row.applications > 0 || (row.previous ?? 0) > 0) ? data.rows : [])}
      columns={columns}
      fileName={`applications-per-weekday-${period.from}-${period.to}`}
      height={260}
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          data={() =>
            rows.map((row) => ({
              day: weekdayName(i18n.locale, row.weekday, 'short'),
              applications: row.applications,
              before: row.previous ?? 0,
            }))
          }
          dataKey="day"
          series={[
            { name: 'applications', label: t`Applications`, color: 'teal.6' },
            ...(period.compare ? [{ name: 'before', label: t`Applications before`, color: 'gray.5' }] : []),
          ]}
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
