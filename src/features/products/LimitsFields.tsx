import { Fieldset, NumberInput, SimpleGrid, type NumberInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LIMIT_MAX } from '@/api/contract/shop';
import { MoneyInput } from './MoneyInput';
import { LIMITS_OF } from './product-form';
import type { ProductFormApi } from './use-product-form';

function CountInput(props: NumberInputProps) {
  return <NumberInput min={0} max={LIMIT_MAX} allowDecimal={false} allowNegative={false} thousandSeparator {...props} />;
}

/**
 * What a plan includes each month (and its cap on numbers, and the price of going beyond), or what
 * an add-on adds; a service has no limits, and none is shown.
 */
export function LimitsFields({ form, disabled }: { form: ProductFormApi; disabled: boolean }) {
  const { t } = useLingui();
  const { kind, currency } = form.values;
  const shown = new Set(LIMITS_OF[kind]);
  if (shown.size === 0) return null;
  const plan = kind === 'plan';
  return (
    <Fieldset legend={plan ? t`What the plan includes each month` : t`What the add-on adds`}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <CountInput label={plan ? t`Numbers included` : t`Numbers added`} disabled={disabled} {...form.getInputProps('numbers')} />
        {shown.has('max_numbers') && (
          <CountInput
            label={t`Most numbers`}
            description={t`Add-ons included; empty for no cap`}
            disabled={disabled}
            {...form.getInputProps('max_numbers')}
          />
        )}
        <CountInput label={t`Call minutes a month`} disabled={disabled} {...form.getInputProps('call_minutes')} />
        <CountInput label={t`SMS a month`} disabled={disabled} {...form.getInputProps('sms')} />
        {shown.has('overage_minute') && (
          <MoneyInput
            label={t`Price of each extra minute`}
            currency={currency}
            disabled={disabled}
            {...form.getInputProps('overage_minute')}
          />
        )}
        {shown.has('overage_sms') && (
          <MoneyInput label={t`Price of each extra SMS`} currency={currency} disabled={disabled} {...form.getInputProps('overage_sms')} />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
