import { useId, useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatePickerInputProps, type DatesRangeValue } from '@mantine/dates';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { DATE_MAX, DATE_MIN } from '@/api/contract/common-values';
import '@mantine/dates/styles.css';

// A date reads in its own direction: in a right-to-left page "22 Oct 2026 – 4 Nov 2026" would
// otherwise have its numbers reordered around the words.
const OWN_DIRECTION = { input: { unicodeBidi: 'plaintext' as const } };

/** What both date fields share: the product's range of dates, the format, and a way to clear. */
const SHARED = {
  minDate: DATE_MIN,
  maxDate: DATE_MAX,
  valueFormat: 'D MMM YYYY',
  clearable: true,
  popoverProps: { withinPortal: true },
  styles: OWN_DIRECTION,
} as const;

/**
 * An empty field's calendar opens with today focused, as a filled one opens on its day: without a
 * day to focus, the calendar's focus trap looked for one while the dropdown was still appearing and
 * could leave focus on the field, where, inside a drawer, Tab never reached the calendar.
 */
const focusToday = (empty: boolean) => (day: string) => (empty && dayjs(day).isSame(dayjs(), 'day') ? { 'data-autofocus': true } : {});

/** The calendar's arrows, named for a screen reader (they show only an icon); its headings say their date. */
const CALENDAR_LABELS = {
  nextMonth: msg`Next month`,
  previousMonth: msg`Previous month`,
  nextYear: msg`Next year`,
  previousYear: msg`Previous year`,
  nextDecade: msg`Next decade`,
  previousDecade: msg`Previous decade`,
};

function useCalendarLabels() {
  const { i18n } = useLingui();
  return useMemo(() => Object.fromEntries(Object.entries(CALENDAR_LABELS).map(([name, label]) => [name, i18n._(label)])), [i18n]);
}

/** The calendar in the reader's language, weeks starting on Monday. */
function InReadersLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * A calendar day (`YYYY-MM-DD`) picked from a calendar in the reader's language, within the
 * product's range of dates (1900-01-01 to 2099-12-31); it may be cleared.
 */
export function DateField(props: Omit<DatePickerInputProps<'default'>, 'type'>) {
  const ariaLabels = useCalendarLabels();
  return (
    <InReadersLanguage>
      <DatePickerInput
        {...SHARED}
        ariaLabels={ariaLabels}
        leftSection={<IconCalendar size={16} aria-hidden />}
        getDayProps={focusToday(!props.value && !props.defaultValue)}
        {...props}
      />
    </InReadersLanguage>
  );
}

/** Two calendar days (`YYYY-MM-DD`), or neither. */
export type DayRange = [string | null, string | null];

type DateRangeFieldProps = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange' | 'defaultValue'> & {
  hiddenLabel?: string;
  value: DayRange;
  /** Called with a whole range (both days) or a cleared one, never with a first click alone. */
  onChange: (range: DayRange) => void;
};

/**
 * A range of two calendar days, picked in one calendar, within the product's dates. Without a
 * visible label, `hiddenLabel` names it together with what it shows ("Dates Any date"): the field
 * is a button, and a person using voice control says the words on it.
 *
 * The first click of a range is held here until the second: the calendar forgets a half-picked
 * range whenever the value it is given changes, so a parent that only stores whole ranges would
 * make every first click vanish.
 */
export function DateRangeField({ hiddenLabel, value, onChange, onDropdownClose, ...props }: DateRangeFieldProps) {
  const fieldId = useId();
  const labelId = useId();
  const naming = hiddenLabel ? { id: fieldId, 'aria-labelledby': `${labelId} ${fieldId}` } : {};
  const [start, end] = value;
  const given = useMemo<DatesRangeValue<string>>(() => [start, end], [start, end]);
  const [halfPicked, setHalfPicked] = useState<DatesRangeValue<string> | null>(null);
  const ariaLabels = useCalendarLabels();
  const pick = ([from, to]: DatesRangeValue<string>) => {
    const abandoned = halfPicked !== null && from === null && to === null;
    const whole = (from === null) === (to === null);
    setHalfPicked(whole ? null : [from, to]);
    // The calendar empties a range left half-picked when it closes: the field keeps what it had.
    if (whole && !abandoned) onChange([from, to]);
  };
  return (
    <InReadersLanguage>
      {hiddenLabel && <VisuallyHidden id={labelId}>{hiddenLabel}</VisuallyHidden>}
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        {...SHARED}
        ariaLabels={ariaLabels}
        leftSection={<IconCalendar size={16} aria-hidden />}
        {...naming}
        {...props}
        value={halfPicked ?? given}
        getDayProps={focusToday(start === null && halfPicked === null)}
        onChange={pick}
        onDropdownClose={() => {
          setHalfPicked(null);
          onDropdownClose?.();
        }}
      />
    </InReadersLanguage>
  );
}
