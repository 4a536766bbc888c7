import { Anchor, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { UpcomingTasks } from '@/api/contract/academy';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { upcomingTasksQuery } from './academy-queries';

type Row = UpcomingTasks['rows'][number];

const projectLink = (row: Row) => (
  <Anchor component={RouterAnchor} href={`/dashboard/projects/details/${row.project.id}`} size="sm">
    <bdi>{row.project.name}</bdi>
  </Anchor>
);

const taskTitle = (row: Row) => (
  <Text size="sm" lineClamp={2}>
    <bdi>{row.title}</bdi>
  </Text>
);

/** The reader's own project tasks still to do, the soonest due first: what to onboard next. */
export function UpcomingTasksWidget() {
  const { t } = useLingui();
  const format = useFormat();
  const tasks = useQuery(upcomingTasksQuery);
  const columns: FigureColumn<Row>[] = [
    { label: t`Task`, value: (row) => row.title, cell: taskTitle },
    { label: t`Project`, value: (row) => row.project.name, cell: projectLink },
    { label: t`Due`, value: (row) => row.due_on, text: (row) => (row.due_on ? format.day(row.due_on) : t`No date`) },
  ];
  return (
    <Widget
      title={t`Your upcoming tasks`}
      query={tasks}
      rows={(data) => data.rows}
      columns={columns}
      fileName="upcoming-tasks"
      empty={t`No task of yours is waiting.`}
      height={280}
      readable
    />
  );
}
