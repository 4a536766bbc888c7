import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CallSeriesPoint } from '@/api/contract/call-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CALL_OUTCOMES } from '@/api/contract/lato-ai-values';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { CALL_OUTCOME_COLORS, CALL_OUTCOME_LABELS } from '@/features/lato-ai/labels';
import { callSeriesQuery, type CallScope } from './call-analytics-queries';

const total = (p: CallSeriesPoint) => p.handled + p.message_taken + p.transferred + p.missed + p.other;

/** Calls over the period by day, week or month, each bar split by how the calls ended; the period before's totals when compared. */
export function CallsPerDayWidget({ period, scope }: { period: DashboardPeriod; scope: CallScope }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const series = useQuery(callSeriesQuery(period, scope));
  const unit = series.data?.unit ?? 'day';
  const label = (point: CallSeriesPoint) => pointLabel(i18n, format, unit, point.start);
  const count = (value: number | null) => (value === null ? '' : format.number(value));
  const columns: FigureColumn<CallSeriesPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    ...CALL_OUTCOMES.map((outcome) => ({
      label: i18n._(CALL_OUTCOME_LABELS[outcome]),
      value: (p: CallSeriesPoint) => p[outcome],
      text: (p: CallSeriesPoint) => count(p[outcome]),
      numeric: true,
    })),
    { label: t`No outcome yet`, value: (p) => p.other, text: (p) => count(p.other), numeric: true },
    { label: t`All calls`, value: total, text: (p) => count(total(p)), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Calls before`,
            value: (p: CallSeriesPoint) => p.previous_calls,
            text: (p: CallSeriesPoint) => count(p.previous_calls),
            numeric: true,
          },
        ]
      : []),
  ];
  const hasCalls = (points: readonly CallSeriesPoint[]) => points.some((p) => total(p) > 0 || (p.previous_calls ?? 0) > 0);
  return (
    <Widget
      title={t`Calls over time`}
      query={series}
      rows={(data) => (hasCalls(data.points) ? data.points : [])}
      columns={columns}
      fileName={`calls-over-time-${period.from}-${period.to}`}
      height={300}
    >
      {(_data, points) => (
        <BarChart
          h={300}
          type="stacked"
          data={() =>
            points.map((p) => ({
              label: label(p),
              handled: p.handled,
              message_taken: p.message_taken,
              transferred: p.transferred,
              missed: p.missed,
              other: p.other,
            }))
          }
          dataKey="label"
          series={[
            ...CALL_OUTCOMES.map((outcome) => ({
              name: outcome,
              label: i18n._(CALL_OUTCOME_LABELS[outcome]),
              color: `${CALL_OUTCOME_COLORS[outcome]}.6`,
            })),
            { name: 'other', label: t`No outcome yet`, color: 'gray.5' },
          ]}
          withLegend
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
