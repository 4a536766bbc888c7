import { useLingui } from '@lingui/react';

/** Numbers, percentages, dates and durations in the reader's language. */
export function formatters(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  return {
    number: (value: number) => number.format(value),
    percent: (ratio: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    /** A change in percent points, signed: "+5.3%", "−2%". */
    change: (percent: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100),
    /** "3 min 20 s", or "45 s" under a minute. */
    duration: (totalSeconds: number) => {
      const minutes = Math.floor(totalSeconds / 60);
      const seconds = totalSeconds % 60;
      return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}` : unit(seconds, 'second');
    },
    /** A calendar day `YYYY-MM-DD`, as that day wherever the reader is (not a UTC midnight moved). */
    day: (isoDay: string, style: 'short' | 'medium' | 'long' = 'medium') => {
      const [year, month, day] = isoDay.split('-').map(Number);
      return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(new Date(year!, month! - 1, day!));
    },
    date: (value: string | Date, style: 'short' | 'medium' | 'long' = 'medium') =>
      new Intl.DateTimeFormat(locale, { dateStyle: style }).format(typeof value === 'string' ? new Date(value) : value),
    /** A moment with its time of day: "20 Nov 2026, 15:04". */
    dateTime: (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        typeof value === 'string' ? new Date(value) : value,
      ),
    /** The time of day, to the second: "15:04:09". */
    time: (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(typeof value === 'string' ? new Date(value) : value),
    /** "5 minutes ago", "yesterday": how long ago something happened. */
    timeAgo: (minutesAgo: number) => {
      const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      if (minutesAgo < 60) return relative.format(-minutesAgo, 'minute');
      if (minutesAgo < 60 * 24) return relative.format(-Math.round(minutesAgo / 60), 'hour');
      return relative.format(-Math.round(minutesAgo / (60 * 24)), 'day');
    },
    monthName: (month: number) => new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(2026, month, 1)),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** The formatters of the active language. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  return formatters(i18n.locale);
}
