import { Anchor, Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OverdueInvoice } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { invoiceHref } from '@/features/invoices/list/links';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { financeOverdueQuery } from './finance-analytics-queries';

/** An overdue invoice's number, a link to its page. */
const invoiceLink = (row: OverdueInvoice) => (
  <Anchor component={RouterAnchor} href={invoiceHref(row.id)} size="sm">
    <bdi>{row.number}</bdi>
  </Anchor>
);

/** The invoices past due today, the longest overdue first, each a link to the invoice; the overdue list a click away. */
export function OverdueWidget({ currency }: { currency: InvoiceCurrency }) {
  const { t } = useLingui();
  const format = useFormat();
  const overdue = useQuery(financeOverdueQuery(currency));
  const columns: FigureColumn<OverdueInvoice>[] = [
    {
      label: t`Invoice number`,
      value: (row) => row.number,
      cell: invoiceLink,
    },
    { label: t`Client`, value: (row) => row.organisation.name },
    { label: t`Due`, value: (row) => row.due_date, text: (row) => format.day(row.due_date) },
    { label: t`Days late`, value: (row) => row.days_overdue, text: (row) => format.number(row.days_overdue), numeric: true },
    {
      label: t`Owed`,
      value: (row) => majorOf(row.owed_minor, currency),
      text: (row) => format.money(row.owed_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Overdue invoices`}
      query={overdue}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`overdue-invoices-${currency}`}
      empty={t`No invoice is overdue.`}
      height={200}
      action={
        <Button component={RouterAnchor} href="/dashboard/invoice-list?status=overdue" variant="light" size="xs">
          <Trans>All overdue</Trans>
        </Button>
      }
    />
  );
}
