import { Checkbox, Group, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CALL_OUTCOMES, CALL_STATUSES, type CallOutcome, type CallStatus } from '@/api/contract/lato-ai';
import { DateRangeField } from '@/ui/DateField';
import { DebouncedSearch } from '@/ui/DebouncedSearch';
import { selectWidthToShow } from '@/ui/field-width';
import type { CallFilters } from '@machines/calls-list/calls-list.machine';
import { CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, DIRECTION_LABELS } from '@/features/lato-ai/labels';

/** The calls list's filters; each change goes to the address, and the list follows it. */
export function CallsToolbar({ filters, onChange }: { filters: CallFilters; onChange(filters: CallFilters): void }) {
  const { t, i18n } = useLingui();
  const statuses = CALL_STATUSES.map((s) => ({ value: s, label: i18n._(CALL_STATUS_LABELS[s]) }));
  const outcomes = CALL_OUTCOMES.map((o) => ({ value: o, label: i18n._(CALL_OUTCOME_LABELS[o]) }));
  const directions = (['inbound', 'outbound'] as const).map((d) => ({ value: d, label: i18n._(DIRECTION_LABELS[d]) }));
  const placeholders = { status: t`Any status`, outcome: t`Any outcome`, direction: t`Both directions` };
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        aria-label={t`Status`}
        placeholder={placeholders.status}
        data={statuses}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: (value as CallStatus | null) ?? null })}
        clearable
        w={selectWidthToShow(placeholders.status, statuses, 170)}
      />
      <Select
        aria-label={t`Outcome`}
        placeholder={placeholders.outcome}
        data={outcomes}
        value={filters.outcome}
        onChange={(value) => onChange({ ...filters, outcome: (value as CallOutcome | null) ?? null })}
        clearable
        w={selectWidthToShow(placeholders.outcome, outcomes, 220)}
      />
      <Select
        aria-label={t`Direction`}
        placeholder={placeholders.direction}
        data={directions}
        value={filters.direction}
        onChange={(value) => onChange({ ...filters, direction: (value as 'inbound' | 'outbound' | null) ?? null })}
        clearable
        w={selectWidthToShow(placeholders.direction, directions, 170)}
      />
      <DateRangeField
        hiddenLabel={t`Dates`}
        placeholder={t`Any date`}
        value={[filters.dateFrom, filters.dateTo]}
        onChange={([from, to]) => onChange({ ...filters, dateFrom: from, dateTo: to })}
        w={250}
      />
      <DebouncedSearch
        label={t`Customer number`}
        value={filters.customer}
        onChange={(customer) => onChange({ ...filters, customer })}
        w={190}
      />
      <DebouncedSearch
        label={t`Search summaries and transcripts`}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        w={210}
      />
      <Checkbox
        label={t`Hide test calls`}
        checked={filters.hideTests}
        onChange={(event) => onChange({ ...filters, hideTests: event.currentTarget.checked })}
      />
    </Group>
  );
}
