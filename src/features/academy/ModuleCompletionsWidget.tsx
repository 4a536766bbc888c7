import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ModuleCompletions } from '@/api/contract/academy';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { moduleCompletionsQuery } from './academy-queries';
import { useInLanguage } from './in-language';

type Row = ModuleCompletions['rows'][number];

/** How many client people have done each published module, ever and in the period. */
export function ModuleCompletionsWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const { pick } = useInLanguage();
  const format = useFormat();
  const completions = useQuery(moduleCompletionsQuery(period));
  const people = completions.data?.client_people ?? 0;
  const columns: FigureColumn<Row>[] = [
    { label: t`Module`, value: (row) => pick(row.module.title) },
    { label: t`Done, ever`, value: (row) => row.done, text: (row) => format.number(row.done), numeric: true },
    {
      label: t`Share of client people`,
      value: (row) => (people > 0 ? row.done / people : null),
      text: (row) => (people > 0 ? format.percent(row.done / people) : '–'),
      numeric: true,
    },
    { label: t`Done in the period`, value: (row) => row.done_in_period, text: (row) => format.number(row.done_in_period), numeric: true },
  ];
  return (
    <Widget
      title={t`Progress by module`}
      query={completions}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`progress-by-module-${period.from}-${period.to}`}
      empty={t`No published module yet.`}
      height={280}
    >
      {(_data, rows) => (
        <BarChart
          h={280}
          data={() => rows.map((row) => ({ module: pick(row.module.title), done: row.done, period: row.done_in_period }))}
          dataKey="module"
          withLegend
          series={[
            { name: 'done', label: t`Done, ever`, color: 'teal.6' },
            { name: 'period', label: t`Done in the period`, color: 'indigo.6' },
          ]}
          valueFormatter={(value: number) => format.number(value)}
          xAxisProps={{ tickFormatter: (value: string) => (value.length > 24 ? `${value.slice(0, 23)}…` : value) }}
        />
      )}
    </Widget>
  );
}
