import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ClientInvoices } from '@/api/contract/client-accounts-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { INVOICE_STATUS_LABELS } from '@/features/invoices';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { clientInvoicesQuery } from './client-accounts-queries';

type Row = ClientInvoices['rows'][number];

/** The period's invoices by where they stand now: draft, sent, partly paid, overdue, paid, void. */
export function InvoicesByStatusWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const invoices = useQuery(clientInvoicesQuery(period));
  const columns: FigureColumn<Row>[] = [
    { label: t`Status`, value: (row) => i18n._(INVOICE_STATUS_LABELS[row.status]) },
    { label: t`Invoices`, value: (row) => row.invoices, text: (row) => format.number(row.invoices), numeric: true },
  ];
  return (
    <Widget
      title={t`Invoices by status`}
      query={invoices}
      rows={(data) => (data.rows.some((row) => row.invoices > 0) ? data.rows : [])}
      columns={columns}
      fileName={`invoices-by-status-${period.from}-${period.to}`}
      empty={t`No invoice was issued in this period.`}
      height={260}
      action={
        <Button component={Link} to="/dashboard/invoice-list" variant="light" size="xs">
          <Trans>Open the invoices</Trans>
        </Button>
      }
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          data={() => rows.map((row) => ({ status: i18n._(INVOICE_STATUS_LABELS[row.status]), invoices: row.invoices }))}
          dataKey="status"
          series={[{ name: 'invoices', label: t`Invoices`, color: 'blue.6' }]}
          valueFormatter={format.number}
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      )}
    </Widget>
  );
}
