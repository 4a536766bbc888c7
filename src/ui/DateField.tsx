import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { useLingui } from '@lingui/react';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/es';
import { DATE_MAX, DATE_MIN } from '@/api/contract/common';

// A date reads in its own direction: in a right-to-left page "22 Oct 2026 – 4 Nov 2026" would
// otherwise have its numbers reordered around the words.
const OWN_DIRECTION = { input: { unicodeBidi: 'plaintext' as const } };

/**
 * A calendar day (`YYYY-MM-DD`) picked from a calendar in the reader's language, within the
 * product's range of dates (1900-01-01 to 2099-12-31); it may be cleared.
 */
export function DateField(props: Omit<DatePickerInputProps<'default'>, 'type'>) {
  const { i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        minDate={DATE_MIN}
        maxDate={DATE_MAX}
        valueFormat="D MMM YYYY"
        clearable
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        styles={OWN_DIRECTION}
        {...props}
      />
    </DatesProvider>
  );
}

/** A range of two calendar days, picked in one calendar, within the product's dates; either end may be left open. */
export function DateRangeField(props: Omit<DatePickerInputProps<'range'>, 'type'>) {
  const { i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        minDate={DATE_MIN}
        maxDate={DATE_MAX}
        valueFormat="D MMM YYYY"
        clearable
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        styles={OWN_DIRECTION}
        {...props}
      />
    </DatesProvider>
  );
}
