import { ActionIcon, Card, Grid, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { INVOICE_LINE_DESCRIPTION_MAX, INVOICE_QUANTITY_MAX, RATE_BP_MAX, type InvoiceCurrency } from '@/api/contract/invoices';
import { currencyExponent, type LineAmounts } from '@/api/contract/invoice-totals';
import { PRICE_MAX_MINOR } from '@/api/contract/shop';
import type { EditorLine } from '@machines/invoice-editor/invoice-form';
import { useFormat } from '@/ui/format';
import { DecimalInput } from './DecimalInput';

/** Rates are typed as percentages with two decimals: 21.5 % is 2150 basis points. */
const RATE_SCALE = 2;

/** One line of the invoice: a card whose fields sit in a row on a wide screen and stack on a phone. */
export function LineCard({
  line,
  index,
  currency,
  amounts,
  errors,
  disabled,
  onChange,
  onRemove,
}: {
  line: EditorLine;
  index: number;
  currency: InvoiceCurrency;
  amounts: LineAmounts | undefined;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(line: EditorLine): void;
  onRemove(): void;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const n = index + 1;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const exponent = currencyExponent(currency);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="invoice-line" aria-label={t`Line ${n}`} component="fieldset" disabled={disabled}>
      <Grid gap="xs">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t`Description ${n}`}
            value={line.description}
            maxLength={INVOICE_LINE_DESCRIPTION_MAX}
            required
            error={error('description')}
            onChange={(e) => onChange({ ...line, description: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 1.5 }}>
          <DecimalInput
            label={t`Quantity ${n}`}
            value={line.quantity}
            scale={0}
            max={INVOICE_QUANTITY_MAX}
            error={error('quantity')}
            onValue={(quantity) => onChange({ ...line, quantity })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <DecimalInput
            label={t`Unit price ${n}`}
            value={line.unit_minor}
            scale={exponent}
            max={PRICE_MAX_MINOR / 10 ** exponent}
            rightSection={
              <Text size="xs" c="dimmed" aria-hidden>
                {currency}
              </Text>
            }
            rightSectionWidth={44}
            error={error('unit_minor')}
            onValue={(unit_minor) => onChange({ ...line, unit_minor })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 1.25 }}>
          <DecimalInput
            label={t`Discount % ${n}`}
            value={line.discount_bp}
            scale={RATE_SCALE}
            max={RATE_BP_MAX / 100}
            error={error('discount_bp')}
            onValue={(discount_bp) => onChange({ ...line, discount_bp })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 1.25 }}>
          <DecimalInput
            label={t`Tax % ${n}`}
            value={line.tax_bp}
            scale={RATE_SCALE}
            max={RATE_BP_MAX / 100}
            error={error('tax_bp')}
            onValue={(tax_bp) => onChange({ ...line, tax_bp })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, md: 1.5 }}>
          <Text size="xs" c="dimmed">
            {t`Amount`}
          </Text>
          <Text ff="monospace" data-testid="line-amount" py={6}>
            {amounts ? money(amounts.net_minor, currency) : ''}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 2, md: 0.5 }} style={{ textAlign: 'end' }}>
          <ActionIcon variant="subtle" color="red" aria-label={t`Remove line ${n}`} onClick={onRemove} mb={6}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
