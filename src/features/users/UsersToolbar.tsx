import { Button, Group, ScrollArea, Select, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconLayoutGrid, IconList, IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { RoleCounts, UserOrdering, UserScope } from '@/api/contract/users';
import { ViewSwitch } from '@/ui/ViewSwitch';
import { SCOPE_TABS, SORT_OPTIONS } from './labels';
import { useUsersList, useUsersListActor } from './users-context';

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

function countFor(counts: RoleCounts | null, scope: UserScope): number | undefined {
  if (!counts) return undefined;
  if (scope === 'all' || scope === 'clients' || scope === 'staff') return counts[scope];
  return counts.roles[scope];
}

/** Tabs with their counts, search, sort, the list/grid switch and "Add user". */
export function UsersToolbar({ view }: { view: 'list' | 'grid' }) {
  const { t, i18n } = useLingui();
  const actor = useUsersListActor();
  const navigate = useNavigate();
  const scope = useUsersList((s) => s.context.params.scope);
  const ordering = useUsersList((s) => s.context.params.ordering);
  const initialSearch = useUsersList((s) => s.context.params.search);
  const counts = useUsersList((s) => s.context.counts);
  const search = useDebouncedCallback((value: string) => actor.send({ type: 'SET_SEARCH', search: value.trim() }), SEARCH_DEBOUNCE_MS);

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t`Search by name or e-mail`}
          aria-label={t`Search users`}
          defaultValue={initialSearch}
          onChange={(event) => search(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t`Sort by`}
            data={SORT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
            value={ordering}
            onChange={(value) => value && actor.send({ type: 'SET_ORDERING', ordering: value as UserOrdering })}
            allowDeselect={false}
            w={220}
          />
          <ViewSwitch
            label={t`View`}
            value={view}
            onChange={(next) => void navigate({ to: next === 'grid' ? '/dashboard/user-grid' : '/dashboard/user-list' })}
            views={[
              { value: 'list', icon: IconList, label: t`Table` },
              { value: 'grid', icon: IconLayoutGrid, label: t`Cards` },
            ]}
          />
          <Button component={Link} to="/dashboard/add-user" leftSection={<IconUserPlus size={16} />}>
            <Trans>Add user</Trans>
          </Button>
        </Group>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs value={scope} onChange={(value) => value && actor.send({ type: 'SET_SCOPE', scope: value as UserScope })}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {SCOPE_TABS.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                rightSection={
                  <Text component="span" size="xs" fw={700} c="dimmed" data-testid={`count-${tab.value}`}>
                    {countFor(counts, tab.value) ?? '–'}
                  </Text>
                }
              >
                {i18n._(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
    </>
  );
}
