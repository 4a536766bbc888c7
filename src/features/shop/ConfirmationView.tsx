import { Alert, Anchor, Button, Card, Center, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Order } from '@/api/contract/shop';
import type { CheckoutEvent, CheckoutSnapshot } from '@machines/checkout/checkout.machine';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { SummaryLines, Totals, orderLinesOf } from './OrderSummary';

type Send = (event: CheckoutEvent) => void;

/** What the business now has from one line of a paid order. */
function NowYours({ line }: { line: Order['lines'][number] }) {
  const name = line.name;
  if (line.kind === 'plan') return <Trans>{name}: your plan runs from today; its numbers, minutes and SMS are yours to use.</Trans>;
  if (line.kind === 'add_on') return <Trans>{name}: added to your plan from today.</Trans>;
  return <Trans>{name}: the agency will contact you to get started.</Trans>;
}

/** What the business now has from each line of a paid order. */
function WhatYouHave({ order }: { order: Order }) {
  return (
    <List size="sm" spacing={4} data-testid="now-yours">
      {order.lines.map((line, index) => (
        <List.Item key={index}>
          <NowYours line={line} />
        </List.Item>
      ))}
    </List>
  );
}

function PaidOrder({ order }: { order: Order }) {
  const orderId = order.id;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <IconCircleCheck size={36} color="var(--mantine-color-teal-6)" aria-hidden />
          <Title order={2} fz="h3">
            <Trans>Payment received</Trans>
          </Title>
          <Text>
            <Trans>Thank you: order #{orderId} is paid.</Trans>
          </Text>
        </Stack>
        <SummaryLines lines={orderLinesOf(order)} currency={order.currency} testId="summary-lines" />
        <Totals
          currency={order.currency}
          subtotal={order.subtotal_minor}
          discount={order.discount_minor}
          credit={order.credit_minor}
          total={order.total_minor}
          coupon={order.coupon_code}
        />
        <Title order={3} fz="h5">
          <Trans>What you now have</Trans>
        </Title>
        <WhatYouHave order={order} />
        <Anchor component={Link} to="/dashboard/billing">
          <Trans>See your plan and billing</Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}

/** An invoice paid online: its one line names it ("Invoice INV-…"), and the link opens it. */
function PaidInvoice({ order }: { order: Order }) {
  const { money } = useFormat();
  const orderId = order.id;
  const what = order.first_line;
  const amount = money(order.total_minor, order.currency);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="invoice-paid">
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={36} color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={2} fz="h3">
          <Trans>Payment received</Trans>
        </Title>
        <Text>
          <Trans>Thank you: {what} is paid.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            {amount} paid online, order #{orderId}.
          </Trans>
        </Text>
        {order.invoice_id === null ? (
          <Anchor component={Link} to="/dashboard/billing">
            <Trans>See your invoices</Trans>
          </Anchor>
        ) : (
          <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/invoice-details" search={{ id: order.invoice_id! }} />}>
            <Trans>See the invoice</Trans>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** An invoice's payment that did not go through: the invoice stays open, to pay again from Plan & billing. */
function InvoiceNotPaid({ cancelled }: { cancelled: boolean }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={cancelled ? t`This payment was cancelled` : t`The payment was declined`} data-testid="declined">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>Nothing was charged, and the invoice is still open: pay it again from Plan & billing.</Trans>
        </Text>
        <Button size="xs" variant="light" color="red" component={Link} to="/dashboard/billing">
          <Trans>Back to Plan & billing</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** /dashboard/payment-complete: waits for the provider's signed word on the order, then says what it was. */
export function ConfirmationView({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { t } = useLingui();
  const { order, problem } = snapshot.context;
  if (snapshot.matches({ confirming: 'polling' }))
    return (
      <Center py={60}>
        <Stack align="center" gap="sm" role="status">
          <Spinner label={t`Waiting`} />
          <Text>
            <Trans>Waiting for the payment to be confirmed…</Trans>
          </Text>
        </Stack>
      </Center>
    );
  if (snapshot.matches({ confirming: 'stillWaiting' }))
    return (
      <Alert color="yellow" title={t`Still waiting for the payment provider`} data-testid="still-waiting">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              The payment provider has not told us about this payment yet. It can take a few minutes; you will not be charged twice.
            </Trans>
          </Text>
          <Button size="xs" variant="light" color="yellow" onClick={() => send({ type: 'REFRESH' })}>
            <Trans>Check again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  if (snapshot.matches({ confirming: 'loadFailed' })) return <RetryAlert message={problem!} onRetry={() => send({ type: 'RETRY' })} />;
  const cancelled = order?.status === 'cancelled';
  const paysInvoice = order?.reason === 'invoice';
  if (snapshot.matches('complete')) return paysInvoice ? <PaidInvoice order={order!} /> : <PaidOrder order={order!} />;
  if (paysInvoice) return <InvoiceNotPaid cancelled={cancelled} />;
  return (
    <Alert color="red" title={cancelled ? t`This order was cancelled` : t`The payment was declined`} data-testid="declined">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {cancelled ? (
            <Trans>It can no longer be paid. Your cart still holds what you chose.</Trans>
          ) : (
            <Trans>Nothing was charged. Try again, with the same card or another.</Trans>
          )}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'TRY_AGAIN' })}>
          {cancelled ? <Trans>Back to the cart</Trans> : <Trans>Try again</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}
