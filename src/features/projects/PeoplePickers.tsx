import { useState } from 'react';
import { Group, Loader, MultiSelect, Text, type ComboboxItem, type ComboboxLikeRenderOptionInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { Person } from '@/api/contract/projects';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { UserAvatar } from '@/ui/UserAvatar';
import { useQuery } from '@tanstack/react-query';
import { staffQuery } from './projects-queries';

/**
 * Active staff matching what is typed, from the server, and every person seen so far, so chosen
 * people keep their names while the options change.
 */
function useStaffSearch(chosen: Person[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [known] = useState(() => new Map<number, Person>(chosen.map((p) => [p.id, p])));
  const answer = useQuery(staffQuery(debounced));
  const options = answer.data ?? [];
  options.forEach((p) => known.set(p.id, p));

  const data = (selected: number[]): ComboboxItem[] => {
    const shown = new Map(options.map((p) => [p.id, p]));
    selected.forEach((id) => {
      const person = known.get(id);
      if (person) shown.set(id, person);
    });
    return [...shown.values()].map((p) => ({ value: String(p.id), label: p.full_name }));
  };
  const personOf = (id: string) => known.get(Number(id));
  const error = answer.error ? errorMessage(answer.error, defaultErrors.unknown) : null;
  return { search, setSearch, data, personOf, loading: answer.isFetching, error };
}

function PersonOption({ person, label }: { person: Person | undefined; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={person ?? { full_name: label }} size={24} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

interface PickerProps<V> {
  value: V;
  onChange(value: V): void;
  /** The people chosen when the form opened (their names are known before any search). */
  initial: Person[];
  error?: string;
  disabled?: boolean;
}

/** The project's members: several staff, searched by name or e-mail. */
export function MembersPicker({ value, onChange, initial, error, disabled }: PickerProps<number[]>) {
  const { t } = useLingui();
  const people = useStaffSearch(initial);
  const render = ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
    <PersonOption person={people.personOf(option.value)} label={option.label} />
  );
  return (
    <MultiSelect
      label={t`Members`}
      placeholder={t`Search staff by name`}
      description={people.error ?? undefined}
      searchable
      searchValue={people.search}
      onSearchChange={people.setSearch}
      filter={({ options }) => options}
      data={people.data(value)}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      renderOption={render}
      rightSection={people.loading ? <Loader size={14} /> : undefined}
      nothingFoundMessage={t`No staff member matches.`}
      hidePickedOptions
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
