import { useLingui } from '@lingui/react';

/** Numbers, percentages, dates and durations in the reader's language. */
export function formatters(locale: string) {
  // Making an Intl formatter costs far more than using one, and a page formats dozens of values
  // (a board thousands): each style's formatter is made once, when it is first needed.
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
  const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T => {
    let format = made.get(key) as T | undefined;
    if (!format) made.set(key, (format = make()));
    return format;
  };
  const numberFormat = (key: string, options?: Intl.NumberFormatOptions) =>
    once(`number ${key}`, () => new Intl.NumberFormat(locale, options));
  const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
    once(`date ${key}`, () => new Intl.DateTimeFormat(locale, options));
  const dayFormat = (style: 'short' | 'medium' | 'long') => dateFormat(`day ${style}`, { dateStyle: style });
  const unit = (value: number, name: 'minute' | 'second') =>
    numberFormat(`unit ${name}`, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  return {
    number: (value: number) => numberFormat('plain').format(value),
    percent: (ratio: number) => numberFormat('percent', { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    /** A rate that may be tiny (orders per visit): two significant digits below 1% ("0.045%"), else as `percent`. */
    rate: (ratio: number) =>
      ratio > 0 && ratio < 0.01
        ? numberFormat('small percent', { style: 'percent', maximumSignificantDigits: 2 }).format(ratio)
        : numberFormat('percent', { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    /** A change in percent points, signed: "+5.3%", "−2%". */
    change: (percent: number) =>
      numberFormat('change', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100),
    /** "3 min 20 s", or "45 s" under a minute; an average's fraction of a second is rounded away. */
    duration: (totalSeconds: number) => {
      const whole = Math.round(totalSeconds);
      const minutes = Math.floor(whole / 60);
      const seconds = whole % 60;
      return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}` : unit(seconds, 'second');
    },
    /** A number of days, to a tenth: "12.5 days". */
    days: (value: number) =>
      numberFormat('days', { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 }).format(value),
    /** A calendar day `YYYY-MM-DD`, as that day wherever the reader is (not a UTC midnight moved). */
    day: (isoDay: string, style: 'short' | 'medium' | 'long' = 'medium') => {
      const [year, month, day] = isoDay.split('-').map(Number);
      return dayFormat(style).format(new Date(year!, month! - 1, day!));
    },
    date: (value: string | Date, style: 'short' | 'medium' | 'long' = 'medium') =>
      dayFormat(style).format(typeof value === 'string' ? new Date(value) : value),
    /** A moment with its time of day: "20 Nov 2026, 15:04". */
    dateTime: (value: string | Date) =>
      dateFormat('moment', { dateStyle: 'medium', timeStyle: 'short' }).format(typeof value === 'string' ? new Date(value) : value),
    /** The time of day, to the second: "15:04:09". */
    time: (value: string | Date) => dateFormat('time', { timeStyle: 'medium' }).format(typeof value === 'string' ? new Date(value) : value),
    /** "5 minutes ago", "yesterday": how long ago something happened. */
    timeAgo: (minutesAgo: number) => {
      const relative = once('relative', () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
      if (minutesAgo < 60) return relative.format(-minutesAgo, 'minute');
      if (minutesAgo < 60 * 24) return relative.format(-Math.round(minutesAgo / 60), 'hour');
      return relative.format(-Math.round(minutesAgo / (60 * 24)), 'day');
    },
    /**
     * An amount kept in minor units of its ISO 4217 currency ("$1,234.50", "1234,50 €"): the
     * currency's own number of decimals, as Intl knows it (none for JPY, two for USD).
     */
    money: (amountMinor: number, currency: string) => {
      const format = numberFormat(`money ${currency}`, { style: 'currency', currency });
      const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(amountMinor / 10 ** decimals);
    },
    /** The month of a calendar day `YYYY-MM-DD` with its year: "Nov 2026". */
    monthOfYear: (isoDay: string) => {
      const [year, month] = isoDay.split('-').map(Number);
      return dateFormat('month of year', { month: 'short', year: 'numeric' }).format(new Date(year!, month! - 1, 1));
    },
    monthName: (month: number) => dateFormat('month', { month: 'short' }).format(new Date(2026, month, 1)),
  };
}

export type Formatters = ReturnType<typeof formatters>;

const byLocale = new Map<string, Formatters>();

/** The formatters of the active language, made once per language (Intl formatters are slow to make). */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  let format = byLocale.get(i18n.locale);
  if (!format) byLocale.set(i18n.locale, (format = formatters(i18n.locale)));
  return format;
}
