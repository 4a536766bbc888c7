import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ProjectInProgress } from '@/api/contract/client-accounts-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { clientProjectsQuery } from './client-accounts-queries';

const projectLink = (row: ProjectInProgress) => (
  <Anchor component={RouterAnchor} href={`/dashboard/projects/details/${row.project.id}`} size="sm">
    <bdi>{row.project.name}</bdi>
  </Anchor>
);

/** The projects in progress, the soonest due first: whose, how far along, and whether late. */
export function ProjectsInProgressWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const projects = useQuery(clientProjectsQuery(period));
  const progress = (row: ProjectInProgress) => (row.tasks > 0 ? row.done / row.tasks : null);
  const columns: FigureColumn<ProjectInProgress>[] = [
    { label: t`Project`, value: (row) => row.project.name, cell: projectLink },
    { label: t`Client`, value: (row) => row.client?.name ?? t`Internal` },
    { label: t`Progress`, value: progress, text: (row) => (progress(row) === null ? '–' : format.percent(progress(row)!)), numeric: true },
    { label: t`Due`, value: (row) => row.end_date, text: (row) => (row.end_date ? format.day(row.end_date) : '–') },
    { label: t`Late`, value: (row) => (row.late ? t`Late` : ''), text: (row) => (row.late ? t`Late` : '') },
  ];
  return (
    <Widget
      title={t`Projects due next`}
      query={projects}
      rows={(data) => data.rows}
      columns={columns}
      fileName="projects-in-progress"
      empty={t`No project is in progress.`}
      height={200}
    />
  );
}
