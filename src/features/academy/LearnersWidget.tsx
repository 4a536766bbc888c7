import { useState } from 'react';
import { Card, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Learner } from '@/api/contract/academy';
import { problemOf } from '@/api/problem';
import { DebouncedSearch } from '@/ui/DebouncedSearch';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { learnersQuery } from './academy-queries';

const LOAD_FAILED = msg`Could not load the clients' progress.`;

function LearnerRow({ learner }: { learner: Learner }) {
  const { t } = useLingui();
  const format = useFormat();
  const { done, total } = learner;
  const name = learner.person.name;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          <bdi>{learner.person.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed" dir="ltr" ta="start">
          {learner.person.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <bdi>{learner.organisations.map((organisation) => organisation.name).join(', ') || '–'}</bdi>
        </Text>
      </Table.Td>
      <Table.Td miw={160}>
        <Stack gap={4}>
          <Text size="sm">
            <Trans>
              {done} of {total}
            </Trans>
          </Text>
          <Progress value={total > 0 ? (done / total) * 100 : 0} color="teal" size="sm" aria-label={t`Modules done by ${name}`} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{learner.last_done_at ? format.date(learner.last_done_at) : '–'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Each client person's progress through the published modules, the least advanced first, a page at a time. */
export function LearnersWidget() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const learners = useQuery(learnersQuery(page, search));
  const data = learners.data;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={t`Clients' progress`}>
      <Group justify="space-between" mb="md" gap="xs">
        <Text fw={600} component="h2" fz="md">
          <Trans>Clients' progress</Trans>
        </Text>
        <DebouncedSearch
          label={t`Search by name or e-mail`}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
      </Group>
      {learners.error && <RetryAlert message={problemOf(learners.error, LOAD_FAILED)} onRetry={() => void learners.refetch()} />}
      {data && data.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          {search ? <Trans>Nobody matches this search.</Trans> : <Trans>No client person yet.</Trans>}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t`Clients' progress` } }}
        >
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Person</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Business</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Modules done</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Last done</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((learner) => (
                <LearnerRow key={learner.person.id} learner={learner} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.num_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <LabelledPagination total={data.num_pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Card>
  );
}
