import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmploymentType, Workplace } from '@/api/contract/site-values';
import type { PositionSummary } from '@/api/contract/careers';

export const WORKPLACE_LABELS: Record<Workplace, MessageDescriptor> = {
  on_site: msg`On site`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full time`,
  part_time: msg`Part time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
};

/** A salary in hundredths (as positions and applications keep it, whatever the currency) as the reader writes money, without cents. */
function money(hundredths: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(hundredths / 100);
}

/** A yearly salary range (`€40,000 – €55,000 a year`), one open end (`from €40,000 a year`), or null when not said. */
export interface SalaryWords {
  range: (range: string) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
}

export function salaryText(salary: PositionSummary['salary'], language: string, words: SalaryWords): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  if (salary.min !== null && salary.max !== null)
    return words.range(`${money(salary.min, salary.currency, language)} – ${money(salary.max, salary.currency, language)}`);
  if (salary.min !== null) return words.from(money(salary.min, salary.currency, language));
  return words.upTo(money(salary.max!, salary.currency, language));
}

/** A calendar date `YYYY-MM-DD` as the reader writes it (at noon UTC, so no time zone moves its day). */
export function dateText(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
