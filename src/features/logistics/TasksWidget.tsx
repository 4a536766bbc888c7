import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { ProjectTasksRow } from '@/api/contract/logistics-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { tasksQuery } from './logistics-queries';

const projectLink = (row: ProjectTasksRow) => (
  <Anchor component={RouterAnchor} href={`/dashboard/projects/details/${row.project.id}`} size="sm">
    <bdi>{row.project.name}</bdi>
  </Anchor>
);

/** The projects with work due in the period, the most late first: each a link to its page. */
export function TasksWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const tasks = useQuery(tasksQuery(period));
  const count = (pick: (row: ProjectTasksRow) => number) => ({
    value: pick,
    text: (row: ProjectTasksRow) => format.number(pick(row)),
    numeric: true,
  });
  const columns: FigureColumn<ProjectTasksRow>[] = [
    { label: t`Project`, value: (row) => row.project.name, cell: projectLink },
    { label: t`Due`, ...count((row) => row.due) },
    { label: t`Done`, ...count((row) => row.done) },
    { label: t`Late`, ...count((row) => row.late) },
  ];
  return (
    <Widget
      title={t`Tasks due by project`}
      query={tasks}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`tasks-due-${period.from}-${period.to}`}
      empty={t`No task is due in this period.`}
      height={200}
    />
  );
}
