import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { SalesPoint } from '@/api/contract/sales-analytics';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf, minorOf } from '@/ui/money-amount';
import { salesSeriesQuery } from './sales-queries';

/** What the shop sold over the period by day, week or month; the period before's beside it when compared. */
export function RevenueWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const series = useQuery(salesSeriesQuery(period, currency));
  const unit = series.data?.unit ?? 'day';
  const label = (point: SalesPoint) => pointLabel(i18n, format, unit, point.start);
  const money = (minor: number | null) => (minor === null ? '' : format.money(minor, currency));
  // The spreadsheet gets the amount in the currency's units (123.45), as a price is typed.
  const amount = (minor: number | null) => (minor === null ? null : majorOf(minor, currency));
  const columns: FigureColumn<SalesPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    { label: t`Revenue`, value: (p) => amount(p.revenue_minor), text: (p) => money(p.revenue_minor), numeric: true },
    { label: t`Paid orders`, value: (p) => p.paid_orders, text: (p) => format.number(p.paid_orders), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Revenue before`,
            value: (p: SalesPoint) => amount(p.previous_revenue_minor),
            text: (p: SalesPoint) => money(p.previous_revenue_minor),
            numeric: true,
          },
        ]
      : []),
  ];
  const hasSales = (points: readonly SalesPoint[]) =>
    points.some((p) => p.paid_orders > 0 || p.revenue_minor > 0 || (p.previous_revenue_minor ?? 0) > 0);
  return (
    <Widget
      title={t`Revenue over time`}
      query={series}
      rows={(data) => (hasSales(data.points) ? data.points : [])}
      columns={columns}
      fileName={`revenue-${currency}-${period.from}-${period.to}`}
      empty={t`No order was paid in this period.`}
      height={300}
    >
      {(_data, points) => (
        <BarChart
          h={300}
          data={() =>
            points.map((p) => ({
              label: label(p),
              revenue: majorOf(p.revenue_minor, currency),
              before: majorOf(p.previous_revenue_minor ?? 0, currency),
            }))
          }
          dataKey="label"
          series={[
            { name: 'revenue', label: t`Revenue`, color: 'indigo.6' },
            ...(period.compare ? [{ name: 'before', label: t`Revenue before`, color: 'gray.5' }] : []),
          ]}
          valueFormatter={(value: number) => format.money(minorOf(value, currency), currency)}
          yAxisProps={{ width: 80 }}
        />
      )}
    </Widget>
  );
}
