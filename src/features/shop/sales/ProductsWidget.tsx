import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { ProductSales } from '@/api/contract/sales-analytics';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { majorOf } from '@/ui/money-amount';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { PRODUCT_KIND_LABELS } from '@/features/shop/labels';
import { salesProductsQuery } from './sales-queries';

/** A product's name in the reader's language: a link to its page while it is in the catalogue. */
const productLink = (name: (row: ProductSales) => string) =>
  function ProductLink(row: ProductSales) {
    return row.product.id === null ? (
      <bdi>{name(row)}</bdi>
    ) : (
      <Anchor component={RouterAnchor} href={`/dashboard/product-details?id=${row.product.id}`} size="sm">
        <bdi>{name(row)}</bdi>
      </Anchor>
    );
  };

/** What sold the most in the period, by revenue: units, orders and revenue per product. */
export function ProductsWidget({ period, currency }: { period: DashboardPeriod; currency: InvoiceCurrency }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const products = useQuery(salesProductsQuery(period, currency));
  const name = (row: ProductSales) => (i18n.locale === 'es' ? row.product.name_es : row.product.name_en);
  const columns: FigureColumn<ProductSales>[] = [
    { label: t`Product`, value: name, cell: productLink(name) },
    { label: t`Kind`, value: (row) => i18n._(PRODUCT_KIND_LABELS[row.product.kind]) },
    { label: t`Units`, value: (row) => row.quantity, text: (row) => format.number(row.quantity), numeric: true },
    { label: t`Orders`, value: (row) => row.orders, text: (row) => format.number(row.orders), numeric: true },
    {
      label: t`Revenue`,
      value: (row) => majorOf(row.revenue_minor, currency),
      text: (row) => format.money(row.revenue_minor, currency),
      numeric: true,
    },
  ];
  return (
    <Widget
      title={t`Top products`}
      query={products}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`top-products-${currency}-${period.from}-${period.to}`}
      empty={t`No order was paid in this period.`}
      height={200}
    />
  );
}
