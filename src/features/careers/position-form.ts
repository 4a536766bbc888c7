import type { EmploymentType, NewPosition, PositionAdmin, PositionChange, Workplace } from '@/api/contract/careers';

/** The position form's values: salaries in whole units of the currency, as people write them. */
export interface PositionValues {
  title_en: string;
  title_es: string;
  department: string;
  location: string;
  workplace: Workplace;
  employment_type: EmploymentType;
  salary_min: number | string;
  salary_max: number | string;
  salary_currency: string;
  closes_on: string | null;
  description_en: string;
  description_es: string;
  requirements_en: string;
  requirements_es: string;
  offer_en: string;
  offer_es: string;
}

export const EMPTY_POSITION: PositionValues = {
  title_en: '',
  title_es: '',
  department: '',
  location: '',
  workplace: 'hybrid',
  employment_type: 'full_time',
  salary_min: '',
  salary_max: '',
  salary_currency: 'EUR',
  closes_on: null,
  description_en: '',
  description_es: '',
  requirements_en: '',
  requirements_es: '',
  offer_en: '',
  offer_es: '',
};

const toWhole = (minor: number | null) => (minor === null ? '' : minor / 100);
/** A salary end as the API keeps it: minor units, or null when left empty. */
const toMinor = (whole: number | string): number | null => (whole === '' || whole === null ? null : Math.round(Number(whole) * 100));

export function valuesOf(position: PositionAdmin): PositionValues {
  return {
    title_en: position.title_en,
    title_es: position.title_es,
    department: position.department,
    location: position.location,
    workplace: position.workplace,
    employment_type: position.employment_type,
    salary_min: toWhole(position.salary_min),
    salary_max: toWhole(position.salary_max),
    salary_currency: position.salary_currency,
    closes_on: position.closes_on,
    description_en: position.description_en,
    description_es: position.description_es,
    requirements_en: position.requirements_en,
    requirements_es: position.requirements_es,
    offer_en: position.offer_en,
    offer_es: position.offer_es,
  };
}

/** What the form sends: trimmed names, salaries in minor units. */
export function toPosition(values: PositionValues): NewPosition {
  return {
    ...values,
    title_en: values.title_en.trim(),
    title_es: values.title_es.trim(),
    department: values.department.trim(),
    location: values.location.trim(),
    salary_min: toMinor(values.salary_min),
    salary_max: toMinor(values.salary_max),
  };
}

/** Only what changed since the position was loaded: a change made elsewhere to another field stays. */
export function changesOf(loaded: PositionValues, values: PositionValues): PositionChange {
  const before = toPosition(loaded);
  const after = toPosition(values);
  return Object.fromEntries(
    (Object.keys(after) as (keyof NewPosition)[]).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
  ) as PositionChange;
}
