/**
 * Amounts and rates as people type them ("120.50", "21", "12.5") and as the API keeps them
 * (integers: 12050 minor units, 2100 basis points), converted on the digits, never through a
 * floating-point product (19.99 × 100 is 1998.9999… in floating point).
 */

/** A typed decimal scaled to an integer with `scale` decimals; undefined when it is not a plain non-negative number or has more decimals. */
export function scaledInteger(text: string | number, scale: number): number | undefined {
  const typed = String(text).trim().replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || typed === '' || typed === '.') return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const value = Number(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** An integer with `scale` decimals as the input shows it: "120.5" for 12050 at scale 2 (no trailing zeros, as typed). */
export function decimalText(value: number, scale: number): string {
  if (scale === 0) return String(value);
  const digits = String(value).padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
