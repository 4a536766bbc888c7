import { useState } from 'react';
import { Button, Center, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeAdmin } from '@/api/contract/site-content';
import { problemOf } from '@/api/problem';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { ConfirmDelete } from './ConfirmDelete';
import { RowActions } from './RowActions';
import { useListMoves } from './use-list-moves';
import { siteContentApi } from './site-content-api';
import { officesQuery, siteContentKeys } from './site-content-queries';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { OfficeModal, type OfficeEditing } from './OfficeModal';

/** The offices tab: the offices the Contact page lists, in its order. */
export function OfficesTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(officesQuery);
  const move = useListMoves(siteContentKeys.offices, siteContentApi.reorderOffices);
  const [editing, setEditing] = useState<OfficeEditing | null>(null);
  const [deleting, setDeleting] = useState<OfficeAdmin | null>(null);
  const deletingName = deleting?.name_en ?? '';

  const confirmDelete = async () => {
    if (!deleting) return null;
    try {
      await siteContentApi.deleteOffice(deleting.id);
      queryClient.setQueryData<OfficeAdmin[]>(siteContentKeys.offices, (rows) => rows?.filter((row) => row.id !== deleting.id));
      return null;
    } catch (error) {
      return failureMessage(error, SITE_CONTENT_FAILURES.delete);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ office: null })}>
          <Trans>New office</Trans>
        </Button>
      </Group>
      {list.error ? (
        <RetryAlert message={problemOf(list.error, SITE_CONTENT_FAILURES.offices)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : list.data.length === 0 ? (
        <Center py={60}>
          <Text fw={600}>
            <Trans>No office yet.</Trans>
          </Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="offices-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Office</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Address</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Contact</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((office, index) => (
                <Table.Tr key={office.id}>
                  <Table.Td>
                    <Text fw={500} dir="auto">
                      {office.name_en}
                    </Text>
                    <Text size="sm" c="dimmed" dir="auto" lang="es">
                      {office.name_es}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      {office.address}
                    </Text>
                    <Text size="sm" c="dimmed" dir="auto">
                      {office.city}, {office.country}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="ltr">
                      {office.phone ?? '—'}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {office.email ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={office.name_en}
                      index={index}
                      count={list.data.length}
                      onMove={(to) => void move(office.id, to)}
                      onEdit={() => setEditing({ office })}
                      onDelete={() => setDeleting(office)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OfficeModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete opened={deleting !== null} title={t`Delete this office?`} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        <Trans>The office “{deletingName}” will be deleted and disappear from the Contact page. This cannot be undone.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
