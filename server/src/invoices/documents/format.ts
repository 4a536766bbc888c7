import type { InvoiceCurrency } from '@/api/contract/invoices';
import { currencyExponent } from '@/api/contract/invoice-totals';

/*
 * How an invoice's amounts, dates and rates read in its language, by Intl: British English (dates
 * as `26 November 2026`, which no reader takes for another day) and Spain's Spanish.
 */

const LOCALES = { en: 'en-GB', es: 'es-ES' } as const;
export type DocumentLanguage = keyof typeof LOCALES;

export const localeOf = (language: DocumentLanguage) => LOCALES[language];

/** An amount in minor units as the language writes it: `€1,234.50`, `1234,50 €`, `US$12.00`, `JP¥1,235`, `KWD 1.235`. */
export function moneyIn(language: DocumentLanguage, amountMinor: number, currency: InvoiceCurrency): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(amountMinor / 10 ** exponent);
}

/** A calendar date (`2026-11-26`) as the language writes it in full: `26 November 2026`, `26 de noviembre de 2026`. */
export function dateIn(language: DocumentLanguage, calendarDate: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${calendarDate}T00:00:00Z`));
}

/** A rate in basis points as a percentage: `21%`, `21 %`, `5.5%`. */
export function rateIn(language: DocumentLanguage, basisPoints: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** A quantity with the language's grouping. */
export const quantityIn = (language: DocumentLanguage, quantity: number) => new Intl.NumberFormat(LOCALES[language]).format(quantity);

/** A country's name from its ISO code, or the code when Intl does not know it. */
export function countryIn(language: DocumentLanguage, code: string): string {
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
