import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { RecentOrder } from '@/api/contract/sales-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { ORDER_REASON_LABELS, ORDER_STATUS_LABELS } from '@/features/shop/labels';
import { OrderStatusBadge } from '@/features/shop/OrdersTable';
import { organisationLink } from './links';
import { salesRecentQuery } from './sales-queries';

const statusBadge = (row: RecentOrder) => <OrderStatusBadge status={row.status} />;

/** The latest orders of the period, whatever became of them, each business a link to its page. */
export function RecentOrdersWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const recent = useQuery(salesRecentQuery(period, currency));
  const columns: FigureColumn<RecentOrder>[] = [
    { label: t`Order`, value: (row) => row.id, text: (row) => `#${row.id}` },
    { label: t`Customer`, value: (row) => row.organisation.name, cell: organisationLink },
    { label: t`Placed`, value: (row) => row.created_at, text: (row) => format.dateTime(row.created_at) },
    { label: t`For`, value: (row) => i18n._(ORDER_REASON_LABELS[row.reason]) },
    { label: t`Status`, value: (row) => i18n._(ORDER_STATUS_LABELS[row.status]), cell: statusBadge },
    {
      label: t`Total`,
      value: (row) => majorOf(row.total_minor, currency),
      text: (row) => format.money(row.total_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Recent orders`}
      query={recent}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`recent-orders-${currency}-${period.from}-${period.to}`}
      empty={t`No order was placed in this period.`}
      height={200}
    />
  );
}
