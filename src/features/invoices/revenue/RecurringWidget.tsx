import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { RecurringPoint } from '@/api/contract/revenue-analytics';
import { AreaChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf, minorOf } from '@/ui/money-amount';
import { revenueRecurringQuery } from './revenue-analytics-queries';

/** The monthly recurring revenue over the period, point by point; the period before's beside it when compared. */
export function RecurringWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const recurring = useQuery(revenueRecurringQuery(period, currency));
  const unit = recurring.data?.unit ?? 'day';
  const label = (point: RecurringPoint) => pointLabel(i18n, format, unit, point.start);
  const money = (minor: number | null) => (minor === null ? '' : format.money(minor, currency));
  // The spreadsheet gets the amount in the currency's units (123.45), as an invoice is typed.
  const amount = (minor: number | null) => (minor === null ? null : majorOf(minor, currency));
  const columns: FigureColumn<RecurringPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    {
      label: t`Recurring revenue a month`,
      value: (p) => amount(p.monthly_recurring_minor),
      text: (p) => money(p.monthly_recurring_minor),
      numeric: true,
    },
    ...(period.compare
      ? [
          {
            label: t`Recurring revenue before`,
            value: (p: RecurringPoint) => amount(p.previous_monthly_recurring_minor),
            text: (p: RecurringPoint) => money(p.previous_monthly_recurring_minor),
            numeric: true,
          },
        ]
      : []),
  ];
  const hasRevenue = (points: readonly RecurringPoint[]) =>
    points.some((p) => p.monthly_recurring_minor > 0 || (p.previous_monthly_recurring_minor ?? 0) > 0);
  return (
    <Widget
      title={t`Recurring revenue over time`}
      query={recurring}
      rows={(data) => (hasRevenue(data.points) ? data.points : [])}
      columns={columns}
      fileName={`recurring-revenue-${currency}-${period.from}-${period.to}`}
      empty={t`No subscription ran in this period.`}
      height={300}
    >
      {(_data, points) => (
        <AreaChart
          h={300}
          data={() =>
            points.map((p) => ({
              label: label(p),
              revenue: majorOf(p.monthly_recurring_minor, currency),
              before: majorOf(p.previous_monthly_recurring_minor ?? 0, currency),
            }))
          }
          dataKey="label"
          series={[
            { name: 'revenue', label: t`Recurring revenue a month`, color: 'teal.6' },
            ...(period.compare ? [{ name: 'before', label: t`Recurring revenue before`, color: 'gray.5', strokeDasharray: '5 5' }] : []),
          ]}
          curveType="step"
          withGradient={false}
          valueFormatter={(value: number) => format.money(minorOf(value, currency), currency)}
          yAxisProps={{ width: 80 }}
        />
      )}
    </Widget>
  );
}
