import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CrmStatuses } from '@/api/contract/crm-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { CONTACT_STATUS_LABELS } from '@/features/contacts';
import { DonutWithLegend, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { crmStatusesQuery } from './crm-queries';
import { STATUS_CHART_COLORS } from './source-colors';

type Row = CrmStatuses['rows'][number];

/** Where the period's leads stand now: new, open, won or lost. */
export function LeadStatusesWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const statuses = useQuery(crmStatusesQuery(period));
  const columns: FigureColumn<Row>[] = [
    { label: t`Status`, value: (row) => i18n._(CONTACT_STATUS_LABELS[row.status]) },
    { label: t`Leads`, value: (row) => row.leads, text: (row) => format.number(row.leads), numeric: true },
  ];
  return (
    <Widget
      title={t`Leads by status`}
      query={statuses}
      rows={(data) => (data.rows.some((row) => row.leads > 0) ? data.rows : [])}
      columns={columns}
      fileName={`leads-by-status-${period.from}-${period.to}`}
      empty={t`No new lead in this period.`}
      height={260}
      action={
        <Button component={Link} to="/dashboard/data-table-1" variant="light" size="xs">
          <Trans>Open the contacts</Trans>
        </Button>
      }
    >
      {(_data, rows) => {
        const all = rows.reduce((sum, row) => sum + row.leads, 0);
        return (
          <DonutWithLegend
            slices={rows.map((row) => ({
              name: i18n._(CONTACT_STATUS_LABELS[row.status]),
              value: row.leads,
              share: all > 0 ? row.leads / all : 0,
              color: STATUS_CHART_COLORS[row.status],
            }))}
          />
        );
      }}
    </Widget>
  );
}
