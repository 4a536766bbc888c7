import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { decimalText, scaledInteger } from './decimal-text';

/**
 * A decimal typed as text and kept as an integer with `scale` decimals (minor units, basis points).
 * It shows what was typed ("12." while typing) and follows the value when it changes from elsewhere.
 */
export function DecimalInput({
  value,
  scale,
  onValue,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; scale: number; onValue(value: number): void }) {
  const [text, setText] = useState(() => decimalText(value, scale));
  // What was typed while it still means the value (nothing typed means zero), else the value written out.
  const typedMeans = text.trim() === '' ? 0 : scaledInteger(text, scale);
  const shown = typedMeans === value ? text : decimalText(value, scale);
  return (
    <NumberInput
      {...props}
      value={shown}
      decimalScale={scale}
      allowDecimal={scale > 0}
      allowNegative={false}
      inputMode="decimal"
      onChange={(typed) => {
        const next = String(typed);
        setText(next);
        onValue(scaledInteger(next, scale) ?? 0);
      }}
    />
  );
}
