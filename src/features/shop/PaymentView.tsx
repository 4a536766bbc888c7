import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { payableLines, type CheckoutEvent, type CheckoutSnapshot } from '@machines/checkout/checkout.machine';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { AddressLines } from './AddressLines';
import { SummaryLines, Totals, orderLinesOf, type SummaryLine } from './OrderSummary';

type Send = (event: CheckoutEvent) => void;

/** What is paid: the order paid again, or the cart's lines (those still for sale) and the address chosen. */
function summaryOf({ order, cart, addresses, addressId }: CheckoutSnapshot['context']) {
  if (order)
    return {
      lines: orderLinesOf(order),
      currency: order.currency,
      subtotal: order.subtotal_minor,
      discount: order.discount_minor,
      credit: order.credit_minor,
      total: order.total_minor,
      coupon: order.coupon_code,
      address: order.address,
    };
  const lines: SummaryLine[] = payableLines(cart).map((line) => ({
    key: line.id,
    name: line.product.name,
    kind: line.product.kind,
    interval: line.interval,
    quantity: line.quantity,
    unit_minor: line.unit_minor,
    total_minor: line.total_minor,
  }));
  return {
    lines,
    currency: cart?.currency ?? 'USD',
    subtotal: cart?.subtotal_minor ?? 0,
    discount: cart?.discount_minor ?? 0,
    credit: 0,
    total: cart?.total_minor ?? 0,
    coupon: cart?.coupon?.code ?? null,
    address: addresses.find((a) => a.id === addressId) ?? null,
  };
}

/** /dashboard/payment: the order's summary and the address billed, then off to the provider to pay. */
export function PaymentView({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const { problem, order } = snapshot.context;
  if (snapshot.matches({ payment: 'loading' }))
    return (
      <Center py={60}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  if (snapshot.matches({ payment: 'loadFailed' }))
    return (
      <Stack gap="md">
        <RetryAlert message={problem!} onRetry={() => send({ type: 'RETRY' })} />
        <Group>
          <Button variant="default" onClick={() => send({ type: 'BACK' })}>
            <Trans>Back to billing address</Trans>
          </Button>
        </Group>
      </Stack>
    );
  const summary = summaryOf(snapshot.context);
  const starting = snapshot.matches({ payment: 'starting' });
  const leaving = snapshot.matches({ payment: 'redirecting' });
  const total = money(summary.total, summary.currency);
  const orderId = order?.id;
  return (
    <Stack gap="md">
      {order && orderId !== undefined && (
        <Text data-testid="order-waiting">
          <Trans>Order #{orderId} is waiting for its payment.</Trans>
        </Text>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            <Trans>Order summary</Trans>
          </Title>
          <SummaryLines lines={summary.lines} currency={summary.currency} testId="summary-lines" />
          <Totals
            currency={summary.currency}
            subtotal={summary.subtotal}
            discount={summary.discount}
            credit={summary.credit}
            total={summary.total}
            coupon={summary.coupon}
          />
        </Stack>
      </Card>
      {summary.address && (
        <Card withBorder radius="md" padding="lg" data-testid="billed-to">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              <Trans>Billed to</Trans>
            </Title>
            <AddressLines address={summary.address} withName />
          </Stack>
        </Card>
      )}
      {snapshot.matches({ payment: 'startFailed' }) && <RetryAlert message={problem!} onRetry={() => send({ type: 'RETRY' })} />}
      {leaving ? (
        <Alert color="blue" role="status" icon={<Loader size={16} />}>
          <Trans>Taking you to the payment page…</Trans>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          <IconLock size={14} aria-hidden />{' '}
          <Trans>You pay on the payment provider's secure page. The order is confirmed once the payment is.</Trans>
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" disabled={starting || leaving} onClick={() => send({ type: 'BACK' })}>
          <Trans>Back to billing address</Trans>
        </Button>
        <Button loading={starting} disabled={leaving || snapshot.matches({ payment: 'startFailed' })} onClick={() => send({ type: 'PAY' })}>
          <Trans>Pay {total}</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
