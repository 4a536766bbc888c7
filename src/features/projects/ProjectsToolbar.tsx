import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconLayoutGrid, IconLayoutList, IconPlus, IconSearch, IconTable } from '@tabler/icons-react';
import { PROJECT_STATUSES, type ProjectOrdering, type ProjectStatus } from '@/api/contract/projects';
import { ViewSwitch } from '@/ui/ViewSwitch';
import { selectWidthToShow, widthToShow } from '@/ui/field-width';
import { PROJECT_SORT_OPTIONS, PROJECT_STATUS_LABELS } from './labels';
import { useProjectFilters } from './projects-list-context';

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

export type ProjectsView = 'cards' | 'table' | 'list';

const VIEW_PATHS: Record<ProjectsView, string> = {
  cards: '/dashboard/projects/version-1',
  table: '/dashboard/projects/version-2',
  list: '/dashboard/projects/version-3',
};

/** Search, status, sort (the table sorts by its headers), the view switch and "New project". */
export function ProjectsToolbar({ view, onCreate }: { view: ProjectsView; onCreate?: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { filters, setFilters } = useProjectFilters();
  const [text, setText] = useState(filters.search);
  // The URL may change the search (back, a shared link): the box follows it.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setText(filters.search);
  }
  const sendSearch = useDebouncedCallback((value: string) => setFilters({ search: value.trim() }), SEARCH_DEBOUNCE_MS);

  // Each field as wide as its longest text in the reader's language (src/ui/field-width.ts).
  const searchPlaceholder = t`Search by name or description`;
  const statusPlaceholder = t`All statuses`;
  const statuses = PROJECT_STATUSES.map((status) => ({ value: status, label: i18n._(PROJECT_STATUS_LABELS[status]) }));
  const orderings = PROJECT_SORT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 420px' }}>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={searchPlaceholder}
          aria-label={t`Search projects`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: widthToShow([searchPlaceholder], 260) }}
        />
        <Select
          aria-label={t`Status`}
          placeholder={statusPlaceholder}
          data={statuses}
          value={filters.status}
          onChange={(value) => setFilters({ status: (value as ProjectStatus | null) ?? null })}
          clearable
          w={{ base: '100%', xs: selectWidthToShow(statusPlaceholder, statuses, 200) }}
        />
        {view !== 'table' && (
          <Select
            aria-label={t`Sort by`}
            data={orderings}
            value={filters.ordering}
            onChange={(value) => value && setFilters({ ordering: value as ProjectOrdering })}
            allowDeselect={false}
            w={{ base: '100%', xs: selectWidthToShow('', orderings, 200) }}
          />
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <ViewSwitch
          label={t`View`}
          value={view}
          onChange={(next) => void navigate({ to: VIEW_PATHS[next], search: (current: object) => current })}
          views={[
            { value: 'cards', icon: IconLayoutGrid, label: t`Cards` },
            { value: 'table', icon: IconTable, label: t`Table` },
            { value: 'list', icon: IconLayoutList, label: t`List` },
          ]}
        />
        {onCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            <Trans>New project</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
