/** Number, percent and duration formatting in the active language. */
export const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

export const formatPercent = (ratio: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

export const formatChange = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100);

export function formatDuration(totalSeconds: number, locale: string): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}` : unit(seconds, 'second');
}

export const monthName = (month: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(2026, month, 1));
