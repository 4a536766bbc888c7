import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TaskPoint } from '@/api/contract/client-accounts-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { clientTasksQuery } from './client-accounts-queries';

/** Project tasks created and completed over the period, by day, week or month. */
export function TasksDoneWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const tasks = useQuery(clientTasksQuery(period));
  const unit = tasks.data?.unit ?? 'day';
  const label = (point: TaskPoint) => pointLabel(i18n, format, unit, point.start);
  const columns: FigureColumn<TaskPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    { label: t`Created`, value: (p) => p.created, text: (p) => format.number(p.created), numeric: true },
    { label: t`Done`, value: (p) => p.done, text: (p) => format.number(p.done), numeric: true },
  ];
  return (
    <Widget
      title={t`Tasks created and done`}
      query={tasks}
      rows={(data) => (data.points.some((p) => p.created + p.done > 0) ? data.points : [])}
      columns={columns}
      fileName={`tasks-done-${period.from}-${period.to}`}
      empty={t`No task was created or done in this period.`}
      height={280}
    >
      {(_data, points) => (
        <BarChart
          h={280}
          data={() => points.map((p) => ({ label: label(p), created: p.created, done: p.done }))}
          dataKey="label"
          series={[
            { name: 'created', label: t`Created`, color: 'gray.5' },
            { name: 'done', label: t`Done`, color: 'teal.6' },
          ]}
          withLegend
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
