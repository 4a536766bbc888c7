import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ClientRow } from '@/api/contract/client-accounts-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { clientListQuery } from './client-accounts-queries';

const organisationLink = (row: ClientRow) => (
  <Anchor component={RouterAnchor} href={`/dashboard/organisations/${row.organisation.id}`} size="sm">
    <bdi>{row.organisation.name}</bdi>
  </Anchor>
);

/** The client businesses with work going on, the busiest first: projects, tasks done, invoices awaiting payment, new leads. */
export function ClientsWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const format = useFormat();
  const clients = useQuery(clientListQuery(period));
  const count = (label: string, value: (row: ClientRow) => number): FigureColumn<ClientRow> => ({
    label,
    value,
    text: (row) => format.number(value(row)),
    numeric: true,
  });
  const columns: FigureColumn<ClientRow>[] = [
    { label: t`Client`, value: (row) => row.organisation.name, cell: organisationLink },
    { label: t`Client since`, value: (row) => row.joined_at, text: (row) => format.date(row.joined_at) },
    count(t`Projects in progress`, (row) => row.projects_in_progress),
    count(t`Tasks done`, (row) => row.tasks_done),
    count(t`Invoices awaiting payment`, (row) => row.open_invoices),
    count(t`New leads`, (row) => row.new_leads),
  ];
  return (
    <Widget
      title={t`Clients`}
      query={clients}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`clients-${period.from}-${period.to}`}
      empty={t`No client had work going on in this period.`}
      height={200}
    />
  );
}
