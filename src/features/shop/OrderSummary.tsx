import type { ReactNode } from 'react';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingInterval, Order, ProductKind } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { INTERVAL_LABELS, PRODUCT_KIND_LABELS } from './labels';

/** A line of a cart or an order, as a summary lists it. */
export interface SummaryLine {
  key: number;
  name: string;
  kind: ProductKind;
  interval: BillingInterval;
  quantity: number;
  unit_minor: number;
  total_minor: number;
}

export const orderLinesOf = (order: Order): SummaryLine[] => order.lines.map((line, index) => ({ ...line, key: index }));

/** What a line is: its kind, and how often it is paid. */
export function LineKind({ kind, interval }: { kind: ProductKind; interval: BillingInterval }) {
  const { i18n } = useLingui();
  return (
    <Badge size="xs" variant="light" color={kind === 'plan' ? 'blue' : kind === 'add_on' ? 'grape' : 'gray'}>
      {i18n._(PRODUCT_KIND_LABELS[kind])} · {i18n._(INTERVAL_LABELS[interval])}
    </Badge>
  );
}

/** The lines of a purchase, read only: each with its quantity and what it comes to. */
export function SummaryLines({ lines, currency, testId }: { lines: SummaryLine[]; currency: string; testId?: string }) {
  const { money } = useFormat();
  return (
    <Table data-testid={testId} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Item</Trans>
          </Table.Th>
          <Table.Th ta="end">
            <Trans>Quantity</Trans>
          </Table.Th>
          <Table.Th ta="end">
            <Trans>Amount</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                <LineKind kind={line.kind} interval={line.interval} />
              </Stack>
            </Table.Td>
            <Table.Td ta="end">{line.quantity}</Table.Td>
            <Table.Td ta="end">{money(line.total_minor, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TotalRow({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {children}
      </Text>
    </Group>
  );
}

/** The subtotal, what a coupon or a credit takes off, and the total. */
export function Totals({
  currency,
  subtotal,
  discount,
  credit = 0,
  total,
  coupon,
}: {
  currency: string;
  subtotal: number;
  discount: number;
  credit?: number;
  total: number;
  coupon?: string | null;
}) {
  const { money } = useFormat();
  return (
    <Stack gap={4} data-testid="totals" maw={360} ml="auto" w="100%">
      <TotalRow label={<Trans>Subtotal</Trans>}>{money(subtotal, currency)}</TotalRow>
      {discount > 0 && (
        <TotalRow label={coupon ? <Trans>Discount ({coupon})</Trans> : <Trans>Discount</Trans>}>−{money(discount, currency)}</TotalRow>
      )}
      {credit > 0 && <TotalRow label={<Trans>Credit for your current plan</Trans>}>−{money(credit, currency)}</TotalRow>}
      <TotalRow label={<Trans>Total</Trans>} strong>
        {money(total, currency)}
      </TotalRow>
    </Stack>
  );
}
