import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { BreakdownRow, SiteBreakdown } from '@/api/contract/site-analytics';
import { BarChart, DonutWithLegend, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { siteBreakdownQuery } from './site-analytics-queries';

const COLORS = ['indigo.6', 'cyan.6', 'teal.6', 'orange.6', 'grape.6', 'yellow.6', 'gray.6', 'pink.6'];
const colorAt = (index: number) => COLORS[index % COLORS.length]!;

interface Props {
  dimension: SiteBreakdown;
  period: DashboardPeriod;
  title: string;
  /** The heading of the keys' column: Browser, Source, Campaign. */
  keyLabel: string;
  /** A key as the reader reads it (null is direct, not recorded…). */
  name(key: string | null): string;
  /** A donut with its shares for a few keys, bars for a ranking, or the table alone. */
  chart: 'donut' | 'bars' | 'table';
  limit: number;
  fileName: string;
  height?: number;
}

/** Sessions grouped by one thing their first page tells (browser, referrer, device, language, campaign). */
export function BreakdownWidget({ dimension, period, title, keyLabel, name, chart, limit, fileName, height = 260 }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  const breakdown = useQuery(siteBreakdownQuery(dimension, period, limit));
  const total = breakdown.data?.total_sessions ?? 0;
  const share = (row: BreakdownRow) => (total === 0 ? 0 : row.sessions / total);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const columns: FigureColumn<BreakdownRow>[] = [
    { label: keyLabel, value: (row) => name(row.key), text: (row) => name(row.key) },
    { label: t`Sessions`, value: (row) => row.sessions, text: (row) => count(row.sessions), numeric: true },
    { label: t`Share`, value: (row) => Number(share(row).toFixed(4)), text: (row) => format.percent(share(row)), numeric: true },
    { label: t`Page views`, value: (row) => row.page_views, text: (row) => count(row.page_views), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Sessions before`,
            value: (row: BreakdownRow) => row.previous_sessions,
            text: (row: BreakdownRow) => count(row.previous_sessions),
            numeric: true,
          },
        ]
      : []),
  ];
  return (
    <Widget
      title={title}
      query={breakdown}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`${fileName}-${period.from}-${period.to}`}
      height={height}
    >
      {chart === 'table'
        ? undefined
        : (_data, rows) =>
            chart === 'donut' ? (
              <DonutWithLegend
                slices={rows.map((row, index) => ({ name: name(row.key), value: row.sessions, share: share(row), color: colorAt(index) }))}
              />
            ) : (
              <BarChart
                h={height}
                data={() => rows.map((row) => ({ key: name(row.key), sessions: row.sessions, before: row.previous_sessions ?? 0 }))}
                dataKey="key"
                series={[
                  { name: 'sessions', label: t`Sessions`, color: 'indigo.5' },
                  ...(period.compare ? [{ name: 'before', label: t`Sessions before`, color: 'gray.5' }] : []),
                ]}
                valueFormatter={format.number}
                yAxisProps={{ width: 50 }}
              />
            )}
    </Widget>
  );
}
