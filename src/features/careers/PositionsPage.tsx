import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PositionAdminSummary, PositionStatus } from '@/api/contract/careers';
import { problemOf } from '@/api/problem';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { positionListQuery } from './careers-queries';
import { DeletePositionDialog } from './DeletePositionDialog';
import { CAREERS_FAILURES } from './failure';
import { EMPLOYMENT_TYPE_LABELS, POSITION_STATUS_LABELS, WORKPLACE_LABELS } from './shared';
import { PositionStatusBadge } from './PositionStatusBadge';
import { usePositionActions, type PublishedStatus } from './use-position-actions';

type Filter = PositionStatus | 'all';

const positionHref = (id: number) => `/dashboard/careers/positions/${id}`;

/** The status a position's menu moves it to: a draft and a closed position open, an open one closes. */
function nextStatus(status: PositionStatus): PublishedStatus {
  return status === 'open' ? 'closed' : 'open';
}

/** One position's menu: edit, publish (close, reopen) and delete. */
function PositionMenu({
  position,
  title,
  onStatus,
  onDelete,
}: {
  position: PositionAdminSummary;
  title: string;
  onStatus(status: PublishedStatus): void;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const next = nextStatus(position.status);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={RouterAnchor} href={positionHref(position.id)}>
          <Trans>Edit</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => onStatus(next)}>
          {position.status === 'draft' ? <Trans>Publish</Trans> : next === 'closed' ? <Trans>Close</Trans> : <Trans>Reopen</Trans>}
        </Menu.Item>
        {position.applications.total === 0 && (
          <Menu.Item color="red" onClick={onDelete}>
            <Trans>Delete</Trans>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * /dashboard/careers: every position, of every status or one, with how many applied and how many
 * are still to be looked at; a new position, and each one's edit, status and delete.
 */
export function PositionsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const list = useQuery(positionListQuery);
  const actions = usePositionActions();
  const [filter, setFilter] = useState<Filter>('all');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PositionAdminSummary | null>(null);
  const titleOf = (position: PositionAdminSummary) => (i18n.locale === 'es' ? position.title_es : position.title_en);
  const shown = (list.data?.positions ?? []).filter((position) => filter === 'all' || position.status === filter);

  const changeStatus = async (position: PositionAdminSummary, status: PublishedStatus) => {
    setFailure(await actions.setStatus(position, status));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          <Trans>Positions</Trans>
        </Title>
        <Button component={Link} to="/dashboard/careers/positions/new" leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>New position</Trans>
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t`Show positions`}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'all', label: t`All` },
          ...(['open', 'draft', 'closed'] as const).map((status) => ({ value: status, label: i18n._(POSITION_STATUS_LABELS[status]) })),
        ]}
        w="fit-content"
      />
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t`Dismiss`} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.error ? (
        <RetryAlert message={problemOf(list.error, CAREERS_FAILURES.list)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : shown.length === 0 ? (
        <Center py={60}>
          <Text fw={600}>{filter === 'all' ? <Trans>No position yet.</Trans> : <Trans>No position has this status.</Trans>}</Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="positions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Position</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Where</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Applications</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Closes</Trans>
                </Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    <Trans>Actions</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((position) => {
                const title = titleOf(position);
                const fresh = position.applications.received;
                return (
                  <Table.Tr key={position.id}>
                    <Table.Td>
                      <Anchor component={RouterAnchor} href={positionHref(position.id)} fw={500}>
                        <bdi>{title}</bdi>
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        <bdi>{position.department}</bdi> · {i18n._(EMPLOYMENT_TYPE_LABELS[position.employment_type])}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{position.location}</bdi>
                      <Text size="sm" c="dimmed">
                        {i18n._(WORKPLACE_LABELS[position.workplace])}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PositionStatusBadge status={position.status} />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        {format.number(position.applications.total)}
                        {fresh > 0 && (
                          <Badge size="sm" variant="light" color="blue">
                            <Trans>{fresh} new</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{position.closes_on ? format.day(position.closes_on) : <Trans>Until filled</Trans>}</Table.Td>
                    <Table.Td>
                      <PositionMenu
                        position={position}
                        title={title}
                        onStatus={(status) => void changeStatus(position, status)}
                        onDelete={() => setDeleting(position)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeletePositionDialog
        title={deleting && titleOf(deleting)}
        opened={deleting !== null}
        onDelete={() => actions.remove(deleting!)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
