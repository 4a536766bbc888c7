import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Button, Center, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { ConfirmDelete } from './ConfirmDelete';
import { RowActions } from './RowActions';
import { useListMoves } from './use-list-moves';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';

/** What is being written: a new row (null), or one already there. */
export type ListEditing<Row> = { row: Row | null };

/**
 * A tab of a list staff keep in the order the public page shows it (the testimonials, the
 * offices): the rows with their moves, edit and delete, and a button for a new one. Each list
 * gives what is its own: its read and calls, its columns, its form and its words.
 */
export function OrderedListTab<Row extends { id: number }, Key extends QueryKey>({
  query,
  reorder,
  remove,
  loadFailure,
  newLabel,
  empty,
  testId,
  head,
  renderCells,
  nameOf,
  renderModal,
  deleteTitle,
  renderDeleteBody,
}: {
  /** The list's read; its key is where moves and deletes write their answer. */
  query: UseQueryOptions<Row[], Error, Row[], Key> & { queryKey: Key };
  /** Saves the whole new order; answers the list as it now is. */
  reorder(ids: number[]): Promise<Row[]>;
  remove(id: number): Promise<unknown>;
  /** Said when the list cannot be read and the server gives no usable detail. */
  loadFailure: MessageDescriptor;
  newLabel: ReactNode;
  /** Said when there is no row yet. */
  empty: ReactNode;
  testId: string;
  /** The table's header cells, before the actions' one. */
  head: ReactNode;
  /** A row's cells, before its actions. */
  renderCells(row: Row): ReactNode;
  /** What a row is called, for its buttons' names and the delete's question. */
  nameOf(row: Row): string;
  /** The form that writes a row, open while editing is not null. */
  renderModal(editing: ListEditing<Row> | null, onClose: () => void): ReactNode;
  deleteTitle: string;
  /** What the delete does, said to the reader before it is confirmed. */
  renderDeleteBody(deletingName: string): ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(query);
  const move = useListMoves(query.queryKey, reorder);
  const [editing, setEditing] = useState<ListEditing<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deletingName = deleting ? nameOf(deleting) : '';

  const confirmDelete = async () => {
    if (!deleting) return null;
    try {
      await remove(deleting.id);
      queryClient.setQueryData<Row[]>(query.queryKey, (rows) => rows?.filter((row) => row.id !== deleting.id));
      return null;
    } catch (error) {
      return failureMessage(error, SITE_CONTENT_FAILURES.delete);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
          {newLabel}
        </Button>
      </Group>
      {list.error ? (
        <RetryAlert message={problemOf(list.error, loadFailure)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : list.data.length === 0 ? (
        <Center py={60}>
          <Text fw={600}>{empty}</Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {head}
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row, index) => (
                <Table.Tr key={row.id}>
                  {renderCells(row)}
                  <Table.Td>
                    <RowActions
                      name={nameOf(row)}
                      index={index}
                      count={list.data.length}
                      onMove={(to) => void move(row.id, to)}
                      onEdit={() => setEditing({ row })}
                      onDelete={() => setDeleting(row)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {renderModal(editing, () => setEditing(null))}
      <ConfirmDelete opened={deleting !== null} title={deleteTitle} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {renderDeleteBody(deletingName)}
      </ConfirmDelete>
    </Stack>
  );
}
