import { useState } from 'react';
import { Badge, Button, Center, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestimonialAdmin } from '@/api/contract/site-content';
import { problemOf } from '@/api/problem';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { ConfirmDelete } from './ConfirmDelete';
import { RowActions } from './RowActions';
import { useListMoves } from './use-list-moves';
import { siteContentApi } from './site-content-api';
import { siteContentKeys, testimonialsQuery } from './site-content-queries';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { TestimonialModal, type TestimonialEditing } from './TestimonialModal';

/** The testimonials tab: the clients' words the About page shows, in its order; drafts are kept here only. */
export function TestimonialsTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(testimonialsQuery);
  const move = useListMoves(siteContentKeys.testimonials, siteContentApi.reorderTestimonials);
  const [editing, setEditing] = useState<TestimonialEditing | null>(null);
  const [deleting, setDeleting] = useState<TestimonialAdmin | null>(null);
  const deletingName = deleting?.author_name ?? '';

  const confirmDelete = async () => {
    if (!deleting) return null;
    try {
      await siteContentApi.deleteTestimonial(deleting.id);
      queryClient.setQueryData<TestimonialAdmin[]>(siteContentKeys.testimonials, (rows) => rows?.filter((row) => row.id !== deleting.id));
      return null;
    } catch (error) {
      return failureMessage(error, SITE_CONTENT_FAILURES.delete);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ testimonial: null })}>
          <Trans>New testimonial</Trans>
        </Button>
      </Group>
      {list.error ? (
        <RetryAlert message={problemOf(list.error, SITE_CONTENT_FAILURES.testimonials)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : list.data.length === 0 ? (
        <Center py={60}>
          <Text fw={600}>
            <Trans>No testimonial yet.</Trans>
          </Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="testimonials-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Who</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Quote</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={500} dir="auto">
                      {row.author_name}
                    </Text>
                    <Text size="sm" c="dimmed" dir="auto">
                      {row.author_role}, {row.company}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={420}>
                    <Text size="sm" lineClamp={2} dir="auto">
                      {row.quote_en}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.published ? (
                      <Badge color="teal" variant="light">
                        <Trans>Published</Trans>
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        <Trans>Draft</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={row.author_name}
                      index={index}
                      count={list.data.length}
                      onMove={(to) => void move(row.id, to)}
                      onEdit={() => setEditing({ testimonial: row })}
                      onDelete={() => setDeleting(row)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TestimonialModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title={t`Delete this testimonial?`}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Trans>The words of {deletingName} will be deleted and disappear from the About page. This cannot be undone.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
