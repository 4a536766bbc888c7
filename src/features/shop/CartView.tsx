import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconMinus, IconPlus, IconShoppingCartOff, IconX } from '@tabler/icons-react';
import { COUPON_CODE_MAX, type Cart, type CartLine } from '@/api/contract/shop';
import { payableLines, refusalProblem, type CheckoutEvent, type CheckoutSnapshot } from '@machines/checkout/checkout.machine';
import { useSayProblem } from '@/i18n/use-say-problem';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { LineKind, Totals } from './OrderSummary';

type Send = (event: CheckoutEvent) => void;

function EmptyCart() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconShoppingCartOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>Your cart is empty</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Choose a plan for your phone numbers, or add extras and services, on <Anchor href="/pricing">our plans and prices</Anchor>.
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** A line's quantity, one more or one fewer at a time (a plan is bought once). */
function QuantityStepper({ line, busy, send }: { line: CartLine; busy: boolean; send: Send }) {
  const { t } = useLingui();
  const name = line.product.name;
  if (line.product.kind === 'plan') return <Text size="sm">{line.quantity}</Text>;
  const set = (quantity: number) => send({ type: 'SET_QUANTITY', lineId: line.id, quantity });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={t`One fewer ${name}`}
        disabled={busy || line.quantity <= 1}
        onClick={() => set(line.quantity - 1)}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <Text size="sm" w={28} ta="center" data-testid="quantity">
        {line.quantity}
      </Text>
      <ActionIcon variant="default" size="sm" aria-label={t`One more ${name}`} disabled={busy} onClick={() => set(line.quantity + 1)}>
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function CartLines({ cart, busy, send }: { cart: Cart; busy: boolean; send: Send }) {
  return (
    <Table data-testid="cart-lines" aria-busy={busy} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Item</Trans>
          </Table.Th>
          <Table.Th ta="end">
            <Trans>Price</Trans>
          </Table.Th>
          <Table.Th ta="end">
            <Trans>Quantity</Trans>
          </Table.Th>
          <Table.Th ta="end">
            <Trans>Amount</Trans>
          </Table.Th>
          <Table.Th>
            <VisuallyHidden>
              <Trans>Actions</Trans>
            </VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cart.lines.map((line) => (
          <CartLineRow key={line.id} line={line} busy={busy} send={send} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One line of the cart: what it is, its price and quantity, what it comes to, and its removal. */
function CartLineRow({ line, busy, send }: { line: CartLine; busy: boolean; send: Send }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const name = line.product.name;
  return (
    <Table.Tr data-testid="cart-line">
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={500} data-testid="line-name">
            {line.product.name}
          </Text>
          <Group gap={4}>
            <LineKind kind={line.product.kind} interval={line.interval} />
            {!line.available && (
              <Badge size="xs" color="red" variant="light">
                <Trans>No longer for sale</Trans>
              </Badge>
            )}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td ta="end">{money(line.unit_minor, line.product.currency)}</Table.Td>
      <Table.Td ta="end">
        <QuantityStepper line={line} busy={busy} send={send} />
      </Table.Td>
      <Table.Td ta="end" data-testid="line-total">
        {money(line.total_minor, line.product.currency)}
      </Table.Td>
      <Table.Td ta="end">
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={t`Remove ${name}`}
          disabled={busy}
          onClick={() => send({ type: 'REMOVE_LINE', lineId: line.id })}
        >
          <Trans>Remove</Trans>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The coupon applied, with a way to take it off, and the field to type one. */
function CouponField({ cart, busy, send }: { cart: Cart; busy: boolean; send: Send }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const apply = () => {
    if (code.trim() === '') return;
    send({ type: 'APPLY_COUPON', code });
    setCode('');
  };
  return (
    <Stack gap="xs" maw={360}>
      {cart.coupon && (
        <Group gap="xs">
          <Badge variant="light" color="teal" size="lg" data-testid="coupon">
            {cart.coupon.code}
          </Badge>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={12} aria-hidden />}
            disabled={busy}
            onClick={() => send({ type: 'REMOVE_COUPON' })}
          >
            <Trans>Remove coupon</Trans>
          </Button>
        </Group>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Coupon code`}
            value={code}
            maxLength={COUPON_CODE_MAX}
            autoComplete="off"
            onChange={(event) => setCode(event.currentTarget.value)}
            disabled={busy}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" disabled={busy || code.trim() === ''}>
            <Trans>Apply</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** /dashboard/cart: the person's cart (what they chose on the public site merged in), its coupon and totals. */
export function CartView({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const { cart, problem, refusal } = snapshot.context;
  const busy = snapshot.matches({ cart: 'updating' });
  return (
    <Stack gap="md">
      {refusal && (
        <Alert color="orange" role="alert" title={t`Your order could not be placed`} data-testid="refusal">
          {sayProblem(refusalProblem(refusal))}
        </Alert>
      )}
      {snapshot.matches({ cart: 'loading' }) && (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      )}
      {snapshot.matches({ cart: 'loadFailed' }) && <RetryAlert message={problem!} onRetry={() => send({ type: 'RETRY' })} />}
      {snapshot.matches({ cart: 'empty' }) && <EmptyCart />}
      {cart && (snapshot.matches({ cart: 'ready' }) || busy) && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <CartLines cart={cart} busy={busy} send={send} />
            {problem && (
              <Alert color="red" role="alert" data-testid="cart-problem">
                {sayProblem(problem)}
              </Alert>
            )}
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
              <CouponField cart={cart} busy={busy} send={send} />
              <Totals
                currency={cart.currency ?? 'USD'}
                subtotal={cart.subtotal_minor}
                discount={cart.discount_minor}
                total={cart.total_minor}
                coupon={cart.coupon?.code}
              />
            </Group>
            <Group justify="flex-end">
              <Button disabled={busy || payableLines(cart).length === 0} onClick={() => send({ type: 'CONTINUE' })}>
                <Trans>Continue</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
