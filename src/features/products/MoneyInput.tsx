import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { PRICE_MAX_MINOR } from '@/api/contract/shop';
import { decimalsOf, toMajor } from './money';

/** An amount typed in major units of its currency (49.90), with the currency's own decimals and its code beside it. */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: string }) {
  return (
    <NumberInput
      min={0}
      max={toMajor(PRICE_MAX_MINOR, currency)}
      decimalScale={decimalsOf(currency)}
      allowNegative={false}
      thousandSeparator
      inputMode="decimal"
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {currency}
        </Text>
      }
      rightSectionWidth={48}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}
