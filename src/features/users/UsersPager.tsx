import { Group, Select, Text } from '@mantine/core';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/ui/format';
import { useUsersList, useUsersListActor } from './users-context';

const PAGE_SIZES = ['20', '50', '100'];

/** Page links, "x–y of n", and the page size. */
export function UsersPager() {
  const { t } = useLingui();
  const actor = useUsersListActor();
  const { count, numPages, currentPage } = useUsersList((s) => s.context);
  const pageSize = useUsersList((s) => s.context.params.pageSize);
  const format = useFormat();
  if (count === 0) return null;
  const from = format.number((currentPage - 1) * pageSize + 1);
  const to = format.number(Math.min(currentPage * pageSize, count));
  const total = format.number(count);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="users-range">
        <Trans>
          {from}–{to} of {total}
        </Trans>
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t`Rows per page`}
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => value && actor.send({ type: 'SET_PAGE_SIZE', pageSize: Number(value) })}
          allowDeselect={false}
          w={90}
          size="xs"
        />
        <LabelledPagination total={numPages} value={currentPage} onChange={(page) => actor.send({ type: 'SET_PAGE', page })} size="sm" />
      </Group>
    </Group>
  );
}
