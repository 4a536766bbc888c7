import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { CustomerSales } from '@/api/contract/sales-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { organisationLink } from './links';
import { salesCustomersQuery } from './sales-queries';

/** The businesses that bought the most in the period, each a link to its page, new ones said so. */
export function CustomersWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t } = useLingui();
  const format = useFormat();
  const customers = useQuery(salesCustomersQuery(period, currency));
  const columns: FigureColumn<CustomerSales>[] = [
    { label: t`Customer`, value: (row) => row.organisation.name, cell: organisationLink },
    { label: t`Paid orders`, value: (row) => row.paid_orders, text: (row) => format.number(row.paid_orders), numeric: true },
    {
      label: t`Revenue`,
      value: (row) => majorOf(row.revenue_minor, currency),
      text: (row) => format.money(row.revenue_minor, currency),
      numeric: true,
    },
    { label: t`Customer since`, value: (row) => row.first_paid_at, text: (row) => format.date(row.first_paid_at) },
    { label: t`New or repeat`, value: (row) => (row.new ? t`New` : t`Repeat`) },
  ];
  return (
    <Widget
      title={t`Top customers`}
      query={customers}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`top-customers-${currency}-${period.from}-${period.to}`}
      empty={t`No business paid an order in this period.`}
      height={200}
    />
  );
}
