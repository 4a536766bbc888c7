import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { PlanRevenue } from '@/api/contract/revenue-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { revenuePlansQuery } from './revenue-analytics-queries';

/** A product's name in the reader's language, a link to its page. */
const productLink = (name: (row: PlanRevenue) => string) =>
  function ProductLink(row: PlanRevenue) {
    return (
      <Anchor component={RouterAnchor} href={`/dashboard/product-details?id=${row.product.id}`} size="sm">
        <bdi>{name(row)}</bdi>
      </Anchor>
    );
  };

/** Where today's recurring revenue comes from: the products subscribed to, the most revenue first, each a link to its page. */
export function PlansWidget({ currency }: { currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const plans = useQuery(revenuePlansQuery(currency));
  const name = (row: PlanRevenue) => (i18n.locale === 'es' ? row.product.name_es : row.product.name_en);
  const columns: FigureColumn<PlanRevenue>[] = [
    {
      label: t`Product`,
      value: name,
      cell: productLink(name),
    },
    { label: t`Subscriptions`, value: (row) => row.subscriptions, text: (row) => format.number(row.subscriptions), numeric: true },
    {
      label: t`Recurring revenue a month`,
      value: (row) => majorOf(row.monthly_recurring_minor, currency),
      text: (row) => format.money(row.monthly_recurring_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Recurring revenue by product today`}
      query={plans}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`recurring-revenue-by-product-${currency}`}
      empty={t`No subscription is running in this currency.`}
      height={200}
    />
  );
}
