import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { OrderStatus } from '@/api/contract/shop-values';
import { DonutWithLegend, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '@/features/shop/labels';
import { salesStatusesQuery } from './sales-queries';

interface Row {
  status: OrderStatus;
  orders: number;
  total_minor: number;
  share: number;
}

/** The orders placed in the period by where they stand now: paid, awaiting payment, failed, cancelled. */
export function StatusesWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const statuses = useQuery(salesStatusesQuery(period, currency));
  const columns: FigureColumn<Row>[] = [
    { label: t`Status`, value: (row) => i18n._(ORDER_STATUS_LABELS[row.status]) },
    { label: t`Orders`, value: (row) => row.orders, text: (row) => format.number(row.orders), numeric: true },
    { label: t`Share`, value: (row) => row.share, text: (row) => format.percent(row.share), numeric: true },
    {
      label: t`Total`,
      value: (row) => majorOf(row.total_minor, currency),
      text: (row) => format.money(row.total_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Orders by status`}
      query={statuses}
      rows={(data) => {
        const placed = data.rows.reduce((sum, row) => sum + row.orders, 0);
        return placed === 0 ? [] : data.rows.map((row) => ({ ...row, share: row.orders / placed }));
      }}
      columns={columns}
      fileName={`orders-by-status-${currency}-${period.from}-${period.to}`}
      empty={t`No order was placed in this period.`}
      height={260}
    >
      {(_data, rows) => (
        <DonutWithLegend
          slices={rows.map((row) => ({
            name: i18n._(ORDER_STATUS_LABELS[row.status]),
            value: row.orders,
            share: row.share,
            color: `${ORDER_STATUS_COLORS[row.status]}.6`,
          }))}
        />
      )}
    </Widget>
  );
}
