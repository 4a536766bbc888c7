import { useMemo, useState } from 'react';
import { Anchor, Box, Button, Center, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { problemOf } from '@/api/problem';
import { organisationListQuery } from '@/features/organisations/organisations-queries';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { NewOrganisationModal } from '@/features/organisations/staff/NewOrganisationModal';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';

/** Text compared as people read it: no case, no accents ("Café" is found by "cafe"). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * /dashboard/organisations: every client business, with its people, numbers and projects counted;
 * a search by name, and "New business", which invites its first owner.
 */
export function OrganisationListPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useQuery(organisationListQuery);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => {
    const wanted = folded(search.trim());
    return (list.data ?? []).filter((o) => folded(o.name).includes(wanted));
  }, [list.data, search]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          <Trans>Client businesses</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          <Trans>New business</Trans>
        </Button>
      </Group>
      <TextInput
        type="search"
        aria-label={t`Search businesses`}
        placeholder={t`Search by name`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {list.error ? (
        <RetryAlert message={problemOf(list.error, ORGANISATION_FAILURES.list)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : shown.length === 0 ? (
        <Center py={60}>
          <Text fw={600}>{search.trim() ? <Trans>No business matches this search.</Trans> : <Trans>No client business yet.</Trans>}</Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="organisations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>People</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Numbers</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Projects</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Created</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((organisation) => (
                <Table.Tr key={organisation.id}>
                  <Table.Td>
                    <Anchor component={RouterAnchor} href={`/dashboard/organisations/${organisation.id}`} fw={500}>
                      <Box component="span" dir="auto">
                        {organisation.name}
                      </Box>
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="end">{format.number(organisation.people)}</Table.Td>
                  <Table.Td ta="end">{format.number(organisation.numbers)}</Table.Td>
                  <Table.Td ta="end">{format.number(organisation.projects)}</Table.Td>
                  <Table.Td>{format.date(organisation.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NewOrganisationModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          void navigate({ to: '/dashboard/organisations/$id', params: { id: String(created.id) } });
        }}
      />
    </Stack>
  );
}
