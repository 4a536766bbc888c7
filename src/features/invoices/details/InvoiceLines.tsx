import { Card, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@/api/contract/invoices';
import { useFormat } from '@/ui/format';

/** The invoice's lines: what each bills, how many at what price, its discount and tax rate, and what it comes to. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { money, number, percent } = useFormat();
  const rate = (bp: number) => percent(bp / 10_000);
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
      <Table verticalSpacing="xs" data-testid="invoice-lines" aria-label={t`Lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Qty</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Unit price</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Discount</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Tax</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Amount</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  <bdi>{line.description}</bdi>
                </Text>
              </Table.Td>
              <Table.Td ta="end">{number(line.quantity)}</Table.Td>
              <Table.Td ta="end">
                <bdi>{money(line.unit_minor, invoice.currency)}</bdi>
              </Table.Td>
              <Table.Td ta="end">{line.discount_bp > 0 ? rate(line.discount_bp) : '—'}</Table.Td>
              <Table.Td ta="end">{rate(line.tax_bp)}</Table.Td>
              <Table.Td ta="end">
                <bdi>{money(line.net_minor, invoice.currency)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}

/** What the lines come to: subtotal, discounts, the tax of each rate on its base, the total, what is paid and what is left. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { money, percent } = useFormat();
  const amount = (minor: number) => money(minor, invoice.currency);
  return (
    <Card withBorder radius="md" padding="md" w={{ base: '100%', sm: 360 }} ms={{ sm: 'auto' }} data-testid="invoice-totals">
      <Stack gap={6}>
        <TotalRow label={t`Subtotal`} value={amount(invoice.subtotal_minor)} />
        {invoice.discount_minor > 0 && <TotalRow label={t`Discounts`} value={amount(-invoice.discount_minor)} />}
        {invoice.taxes.map((tax) => {
          const rate = percent(tax.tax_bp / 10_000);
          const base = amount(tax.base_minor);
          return <TotalRow key={tax.tax_bp} label={t`Tax ${rate} on ${base}`} value={amount(tax.tax_minor)} />;
        })}
        <Divider />
        <TotalRow label={t`Total`} value={amount(invoice.total_minor)} strong />
        <TotalRow label={t`Paid`} value={amount(invoice.paid_minor)} />
        <TotalRow label={t`Balance due`} value={amount(invoice.balance_minor)} strong />
      </Stack>
    </Card>
  );
}
