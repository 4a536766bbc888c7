import { useState, type ReactNode } from 'react';
import { Anchor, Box, Card, Center, Group, LoadingOverlay, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ProductSales as Sales } from '@/api/contract/shop';
import { problemOf } from '@/api/problem';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { PRODUCT_FAILURES } from './failure';
import { INTERVAL_LABELS } from './labels';
import { productSalesQuery } from './products-queries';

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fw={700} fz="lg" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Units sold, revenue in each currency sold in, and the subscriptions running now. */
function SalesTotals({ sales }: { sales: Sales }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} m={0}>
      <Total label={t`Units sold`}>{format.number(sales.units_sold)}</Total>
      <Total label={t`Revenue`}>
        {sales.revenue.length === 0 ? (
          <Trans>Nothing yet</Trans>
        ) : (
          <Stack gap={0} component="span">
            {sales.revenue.map((amount) => (
              <bdi key={amount.currency}>{format.money(amount.amount_minor, amount.currency)}</bdi>
            ))}
          </Stack>
        )}
      </Total>
      <Total label={t`Active subscriptions`}>{format.number(sales.active_subscriptions)}</Total>
    </SimpleGrid>
  );
}

/** The paid lines that sold the product, newest first: the order, the business, how it is billed, how many, the total and when paid. */
function SalesLines({ sales }: { sales: Sales }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
      <Table verticalSpacing="xs" data-testid="product-sales" aria-label={t`Paid sales`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Order`}</Table.Th>
            <Table.Th>{t`Business`}</Table.Th>
            <Table.Th>{t`Billed`}</Table.Th>
            <Table.Th ta="end">{t`Quantity`}</Table.Th>
            <Table.Th ta="end">{t`Total`}</Table.Th>
            <Table.Th>{t`Paid`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.results.map((sale, index) => (
            <Table.Tr key={`${sale.order_id}-${index}`}>
              <Table.Td>
                <bdi>#{sale.order_id}</bdi>
              </Table.Td>
              <Table.Td>
                <Anchor component={RouterAnchor} href={`/dashboard/organisations/${sale.organisation.id}`} size="sm">
                  <bdi>{sale.organisation.name}</bdi>
                </Anchor>
              </Table.Td>
              <Table.Td>{i18n._(INTERVAL_LABELS[sale.interval])}</Table.Td>
              <Table.Td ta="end">{format.number(sale.quantity)}</Table.Td>
              <Table.Td ta="end">
                <bdi>{format.money(sale.total_minor, sale.currency)}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{format.date(sale.paid_at)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A product's sales: its totals, and its paid order lines a page at a time. */
export function ProductSales({ productId }: { productId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const answer = useQuery(productSalesQuery(productId, page));
  const sales = answer.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="product-sales">
      <Stack gap="md">
        <Title order={2} fz="h4" id="product-sales">
          <Trans>Sales</Trans>
        </Title>
        <Box pos="relative" mih={80}>
          <LoadingOverlay
            visible={answer.isPending || answer.isPlaceholderData}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': t`Loading` }}
          />
          {answer.error && <RetryAlert message={problemOf(answer.error, PRODUCT_FAILURES.sales)} onRetry={() => void answer.refetch()} />}
          {sales && (
            <Stack gap="md">
              <SalesTotals sales={sales} />
              {sales.count === 0 ? (
                <Center py="md">
                  <Text size="sm" c="dimmed">
                    <Trans>Not sold yet.</Trans>
                  </Text>
                </Center>
              ) : (
                <SalesLines sales={sales} />
              )}
            </Stack>
          )}
        </Box>
        {sales && sales.num_pages > 1 && (
          <Group justify="center">
            <LabelledPagination value={page} onChange={setPage} total={sales.num_pages} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
