import type { ReactNode } from 'react';
import { Grid } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { CurrencyDashboard, type FinanceSearch } from '@/ui/dashboard';
import { ConversionWidget } from './ConversionWidget';
import { CustomersWidget } from './CustomersWidget';
import { ProductsWidget } from './ProductsWidget';
import { RecentOrdersWidget } from './RecentOrdersWidget';
import { RevenueWidget } from './RevenueWidget';
import { SalesFigures } from './SalesFigures';
import { salesCurrenciesQuery } from './sales-queries';
import { StatusesWidget } from './StatusesWidget';

interface PageProps {
  search: FinanceSearch;
  onSearchChange(search: FinanceSearch): void;
}

/** A sales page's frame: the period and the currency sold in, and its widgets. */
function SalesFrame({
  title,
  subtitle,
  search,
  onSearchChange,
  children,
}: PageProps & { title: ReactNode; subtitle: ReactNode; children(period: DashboardPeriod, currency: InvoiceCurrency): ReactNode }) {
  return (
    <CurrencyDashboard
      title={title}
      subtitle={subtitle}
      search={search}
      onSearchChange={onSearchChange}
      currencies={salesCurrenciesQuery}
      none={<Trans>No order has been paid yet: the figures start with the first.</Trans>}
    >
      {children}
    </CurrencyDashboard>
  );
}

/** What the shop sold: revenue, orders and their value, over time and by status, and the latest orders. */
export function SalesPage(props: PageProps) {
  return (
    <SalesFrame {...props} title={<Trans>Sales</Trans>} subtitle={<Trans>Revenue, orders and what became of them</Trans>}>
      {(period, currency) => (
        <>
          <SalesFigures period={period} currency={currency} show={['revenue', 'paid_orders', 'average_order_value']} />
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <RevenueWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <StatusesWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={12}>
              <RecentOrdersWidget period={period} currency={currency} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </SalesFrame>
  );
}

/** Who buys: new and repeat customers, the top ones, and how visits of the public site become orders. */
export function CustomersPage(props: PageProps) {
  return (
    <SalesFrame
      {...props}
      title={<Trans>Customers</Trans>}
      subtitle={<Trans>Who buys, who comes back, and how visits become orders</Trans>}
    >
      {(period, currency) => (
        <>
          <SalesFigures period={period} currency={currency} show={['new_customers', 'repeat_customers', 'conversion_rate']} />
          <Grid>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <CustomersWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ConversionWidget period={period} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </SalesFrame>
  );
}

/** The shop's products: what sells, the orders' value and status, and the conversion from visits. */
export function ShopSalesPage(props: PageProps) {
  return (
    <SalesFrame {...props} title={<Trans>Shop</Trans>} subtitle={<Trans>What sells, and how visits become orders</Trans>}>
      {(period, currency) => (
        <>
          <SalesFigures period={period} currency={currency} show={['paid_orders', 'average_order_value', 'conversion_rate']} />
          <Grid>
            <Grid.Col span={12}>
              <ProductsWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <StatusesWidget period={period} currency={currency} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ConversionWidget period={period} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </SalesFrame>
  );
}
