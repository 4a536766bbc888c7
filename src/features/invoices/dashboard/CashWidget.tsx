import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { CashPoint } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { BarChart, pointLabel, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf, minorOf } from '@/ui/money-amount';
import { financeCashQuery } from './finance-analytics-queries';

/** Payments received over the period by day, week or month; the period before's beside them when compared. */
export function CashWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const cash = useQuery(financeCashQuery(period, currency));
  const unit = cash.data?.unit ?? 'day';
  const label = (point: CashPoint) => pointLabel(i18n, format, unit, point.start);
  const money = (minor: number | null) => (minor === null ? '' : format.money(minor, currency));
  // The spreadsheet gets the amount in the currency's units (123.45), as an invoice is typed.
  const amount = (minor: number | null) => (minor === null ? null : majorOf(minor, currency));
  const columns: FigureColumn<CashPoint>[] = [
    { label: t`Period starting`, value: (p) => p.start, text: label },
    { label: t`Cash in`, value: (p) => amount(p.cash_in_minor), text: (p) => money(p.cash_in_minor), numeric: true },
    ...(period.compare
      ? [
          {
            label: t`Cash in before`,
            value: (p: CashPoint) => amount(p.previous_cash_in_minor),
            text: (p: CashPoint) => money(p.previous_cash_in_minor),
            numeric: true,
          },
        ]
      : []),
  ];
  const hasCash = (points: readonly CashPoint[]) => points.some((p) => p.cash_in_minor > 0 || (p.previous_cash_in_minor ?? 0) > 0);
  return (
    <Widget
      title={t`Cash in over time`}
      query={cash}
      rows={(data) => (hasCash(data.points) ? data.points : [])}
      columns={columns}
      fileName={`cash-in-${currency}-${period.from}-${period.to}`}
      empty={t`No payment came in this period.`}
      height={300}
    >
      {(_data, points) => (
        <BarChart
          h={300}
          data={() =>
            points.map((p) => ({
              label: label(p),
              cash: majorOf(p.cash_in_minor, currency),
              before: majorOf(p.previous_cash_in_minor ?? 0, currency),
            }))
          }
          dataKey="label"
          series={[
            { name: 'cash', label: t`Cash in`, color: 'teal.6' },
            ...(period.compare ? [{ name: 'before', label: t`Cash in before`, color: 'gray.5' }] : []),
          ]}
          valueFormatter={(value: number) => format.money(minorOf(value, currency), currency)}
          yAxisProps={{ width: 80 }}
        />
      )}
    </Widget>
  );
}
