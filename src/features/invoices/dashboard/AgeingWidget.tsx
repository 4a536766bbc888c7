import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AgeingBucket, FinanceAgeing } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { BarChart, Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf, minorOf } from '@/ui/money-amount';
import { financeAgeingQuery } from './finance-analytics-queries';

type Row = FinanceAgeing['rows'][number];

const BUCKET_LABELS: Record<AgeingBucket, MessageDescriptor> = {
  current: msg`Not yet due`,
  '1_30': msg`1–30 days late`,
  '31_60': msg`31–60 days late`,
  '61_90': msg`61–90 days late`,
  over_90: msg`Over 90 days late`,
};

/** What the clients owe today, by how long it has been due: the receivables' ageing. */
export function AgeingWidget({ currency }: { currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const ageing = useQuery(financeAgeingQuery(currency));
  const columns: FigureColumn<Row>[] = [
    { label: t`Due`, value: (row) => i18n._(BUCKET_LABELS[row.bucket]) },
    { label: t`Invoices`, value: (row) => row.invoices, text: (row) => format.number(row.invoices), numeric: true },
    {
      label: t`Owed`,
      value: (row) => majorOf(row.owed_minor, currency),
      text: (row) => format.money(row.owed_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Receivables by age`}
      query={ageing}
      rows={(data) => (data.rows.some((row) => row.invoices > 0) ? data.rows : [])}
      columns={columns}
      fileName={`receivables-by-age-${currency}`}
      empty={t`Nothing is owed today.`}
      height={260}
    >
      {(_data, rows) => (
        <BarChart
          h={260}
          data={() => rows.map((row) => ({ bucket: i18n._(BUCKET_LABELS[row.bucket]), owed: majorOf(row.owed_minor, currency) }))}
          dataKey="bucket"
          series={[{ name: 'owed', label: t`Owed`, color: 'orange.6' }]}
          valueFormatter={(value: number) => format.money(minorOf(value, currency), currency)}
          yAxisProps={{ width: 80 }}
        />
      )}
    </Widget>
  );
}
