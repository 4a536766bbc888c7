import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CALL_OUTCOMES, type CallOutcome } from '@/api/contract/lato-ai-values';
import { DonutWithLegend, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { CALL_OUTCOME_COLORS, CALL_OUTCOME_LABELS } from '@/features/lato-ai/labels';
import { callSummaryQuery, type CallScope } from './call-analytics-queries';

interface Row {
  outcome: CallOutcome;
  calls: number;
  share: number;
}

/** How the period's ended calls ended, as shares: what the assistant resolved alone and what needed someone. */
export function OutcomesWidget({ period, scope }: { period: DashboardPeriod; scope: CallScope }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const summary = useQuery(callSummaryQuery(period, scope));
  const columns: FigureColumn<Row>[] = [
    { label: t`Outcome`, value: (row) => i18n._(CALL_OUTCOME_LABELS[row.outcome]) },
    { label: t`Calls`, value: (row) => row.calls, text: (row) => format.number(row.calls), numeric: true },
    { label: t`Share`, value: (row) => row.share, text: (row) => format.percent(row.share), numeric: true },
  ];
  return (
    <Widget
      title={t`Outcomes`}
      query={summary}
      rows={(data) => {
        const counts = CALL_OUTCOMES.map((outcome) => ({ outcome, calls: data[outcome].value ?? 0 }));
        const ended = counts.reduce((sum, row) => sum + row.calls, 0);
        return ended === 0 ? [] : counts.map((row) => ({ ...row, share: row.calls / ended }));
      }}
      columns={columns}
      fileName={`call-outcomes-${period.from}-${period.to}`}
      height={260}
    >
      {(_data, rows) => (
        <DonutWithLegend
          slices={rows.map((row) => ({
            name: i18n._(CALL_OUTCOME_LABELS[row.outcome]),
            value: row.calls,
            share: row.share,
            color: `${CALL_OUTCOME_COLORS[row.outcome]}.6`,
          }))}
        />
      )}
    </Widget>
  );
}
