import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Totals } from '@/api/contract/invoice-totals';
import { useFormat } from '@/ui/format';

/** The invoice's totals as the server will compute them (the same rule), updated as the lines are typed. */
export function TotalsPanel({ totals, currency }: { totals: Totals; currency: string }) {
  const { t, i18n } = useLingui();
  const { money } = useFormat();
  const row = (label: string, amount: number, testId: string) => (
    <Group justify="space-between" wrap="nowrap" key={testId}>
      <Text size="sm">{label}</Text>
      <Text size="sm" ff="monospace" data-testid={testId}>
        {money(amount, currency)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" aria-label={t`Totals`} component="section">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <Trans>Totals</Trans>
        </Title>
        {row(t`Subtotal`, totals.subtotal_minor, 'subtotal')}
        {row(t`Discount`, -totals.discount_minor, 'discount')}
        {totals.taxes.map((tax) => {
          const rate = (tax.tax_bp / 100).toLocaleString(i18n.locale);
          return row(t`Tax ${rate} %`, tax.tax_minor, `tax-${tax.tax_bp}`);
        })}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            <Trans>Total</Trans>
          </Text>
          <Text fw={700} ff="monospace" data-testid="total">
            {money(totals.total_minor, currency)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
