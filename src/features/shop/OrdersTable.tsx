import { Anchor, Badge, Card, Center, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '@/api/contract/shop';
import { problemOf } from '@/api/errors';
import { useFormat } from '@/ui/format';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { SHOP_FAILURES } from './failure';
import { ORDER_REASON_LABELS, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './labels';
import { ordersQuery } from './shop-queries';

export function OrderStatusBadge({ status }: { status: OrderSummary['status'] }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={ORDER_STATUS_COLORS[status]}>
      {i18n._(ORDER_STATUS_LABELS[status])}
    </Badge>
  );
}

/** What an order bought, in a row: its first line, and how many more. */
function OrderItems({ order }: { order: OrderSummary }) {
  const more = order.line_count - 1;
  const first = order.first_line;
  return more > 0 ? (
    <Trans>
      {first} and {more} more
    </Trans>
  ) : (
    <>{first}</>
  );
}

/** The business's orders, a page at a time, newest first; each opens its details. */
export function OrdersTable({ organisationId, page, onPage }: { organisationId: number; page: number; onPage(page: number): void }) {
  const { t, i18n } = useLingui();
  const { money, date } = useFormat();
  const orders = useQuery({ ...ordersQuery(organisationId, page), placeholderData: keepPreviousData });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Orders</Trans>
        </Title>
        {orders.error ? (
          <RetryAlert message={problemOf(orders.error, SHOP_FAILURES.orders)} onRetry={() => void orders.refetch()} />
        ) : !orders.data ? (
          <Center py="lg">
            <Spinner label={t`Loading`} />
          </Center>
        ) : orders.data.count === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No orders yet.</Trans>
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="orders-table" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Order</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Date</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Items</Trans>
                    </Table.Th>
                    <Table.Th ta="end">
                      <Trans>Total</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Status</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.data.results.map((order) => (
                    <Table.Tr key={order.id} data-testid="order-row">
                      <Table.Td>
                        <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/payment-complete" search={{ order: order.id }} />}>
                          #{order.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{date(order.created_at)}</Table.Td>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm">
                            <OrderItems order={order} />
                          </Text>
                          <Text size="xs" c="dimmed">
                            {i18n._(ORDER_REASON_LABELS[order.reason])}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td ta="end">{money(order.total_minor, order.currency)}</Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={order.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {orders.data.num_pages > 1 && (
              <Group justify="flex-end">
                <LabelledPagination total={orders.data.num_pages} value={orders.data.current_page} onChange={onPage} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
