import { SimpleGrid } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComparedFigure, DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { SalesSummary } from '@/api/contract/sales-analytics';
import { problemOf } from '@/api/problem';
import { StatCard } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { salesConversionQuery, salesSummaryQuery } from './sales-queries';

const LOAD_FAILED = msg`Could not load the sales figures.`;

/** A figure a sales page heads with: the summary's, or the site's conversion. */
export type SalesFigure = keyof SalesSummary | 'conversion_rate';

/** The headline figures a sales page asks for, in its order, each compared with the period before when asked. */
export function SalesFigures({
  period,
  currency,
  show,
}: {
  period: DashboardPeriod;
  currency: InvoiceCurrency;
  show: readonly SalesFigure[];
}) {
  const { t } = useLingui();
  const format = useFormat();
  const summary = useQuery(salesSummaryQuery(period, currency));
  const conversion = useQuery({ ...salesConversionQuery(period), enabled: show.includes('conversion_rate') });
  const money = (minor: number) => format.money(minor, currency);
  const cards: Record<SalesFigure, { title: string; figure: ComparedFigure | undefined; format(value: number): string }> = {
    revenue: { title: t`Revenue`, figure: summary.data?.revenue, format: money },
    paid_orders: { title: t`Paid orders`, figure: summary.data?.paid_orders, format: format.number },
    average_order_value: { title: t`Average order value`, figure: summary.data?.average_order_value, format: money },
    new_customers: { title: t`New customers`, figure: summary.data?.new_customers, format: format.number },
    repeat_customers: { title: t`Repeat customers`, figure: summary.data?.repeat_customers, format: format.number },
    conversion_rate: { title: t`Conversion from visits`, figure: conversion.data?.conversion_rate, format: format.rate },
  };
  const failed = [summary, conversion].find((query) => query.error);
  return (
    <>
      {failed && <RetryAlert message={problemOf(failed.error, LOAD_FAILED)} onRetry={() => void failed.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: show.length }}>
        {show.map((name) => (
          <StatCard key={name} {...cards[name]} />
        ))}
      </SimpleGrid>
    </>
  );
}
