import { ActionIcon, Card, Group, Stack, Table, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { IconArrowsSort, IconEdit, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserOrdering } from '@/api/contract/users';
import { RoleBadge } from '@/ui/RoleBadge';
import { UserStatusBadge } from './UserStatusBadge';
import { useFormat } from '@/ui/format';
import { UserAvatar } from '@/ui/UserAvatar';
import { UsersPager } from './UsersPager';
import { UsersStatus } from './UsersStatus';
import { UsersToolbar } from './UsersToolbar';
import { useUsersList, useUsersListActor } from './users-context';
import { useRank } from './use-rank';
import { TruncatedText } from '@/ui/TruncatedText';

type SortKey = 'full_name' | 'email' | 'role' | 'date_joined';

const COLUMNS: { key: SortKey; label: MessageDescriptor }[] = [
  { key: 'full_name', label: msg`Name` },
  { key: 'email', label: msg`E-mail` },
  { key: 'role', label: msg`Role` },
  { key: 'date_joined', label: msg`Joined` },
];

function SortHeader({ column }: { column: (typeof COLUMNS)[number] }) {
  const { i18n } = useLingui();
  const actor = useUsersListActor();
  const ordering = useUsersList((s) => s.context.params.ordering);
  const active = ordering.replace(/^-/, '') === column.key;
  const descending = active && ordering.startsWith('-');
  const next = (active && !descending ? `-${column.key}` : column.key) as UserOrdering;
  const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => actor.send({ type: 'SET_ORDERING', ordering: next })} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {i18n._(column.label)}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function EditUserButton({ id, name }: { id: number; name: string }) {
  const { t } = useLingui();
  const label = t`Edit ${name}`;
  return (
    <Tooltip label={label}>
      <ActionIcon component={RouterAnchor} href={`/dashboard/edit-user/${id}`} variant="subtle" aria-label={label}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** /dashboard/user-list: the server-paged table of staff and clients. */
export function UserListPage() {
  const { t } = useLingui();
  const users = useUsersList((s) => s.context.users);
  const { mayChange } = useRank();
  const format = useFormat();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Users</Trans>
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <UsersToolbar view="list" />
          <UsersStatus>
            {/* Long names, e-mails and roles give way (cut, whole on hover) before the table scrolls sideways. */}
            <Table.ScrollContainer minWidth={880} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
              <Table highlightOnHover verticalSpacing="sm" data-testid="users-table">
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => (
                      <SortHeader key={column.key} column={column} />
                    ))}
                    <Table.Th>
                      <Trans>Status</Trans>
                    </Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <UserAvatar user={user} size="sm" />
                          <TruncatedText size="sm" fw={500} maw={240}>
                            {user.full_name}
                          </TruncatedText>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <TruncatedText size="sm" dir="ltr" maw={240}>
                          {user.email}
                        </TruncatedText>
                      </Table.Td>
                      <Table.Td>{user.role && <RoleBadge role={user.role} maw={230} />}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <bdi>{format.date(user.date_joined)}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <UserStatusBadge user={user} />
                      </Table.Td>
                      <Table.Td>{mayChange(user.role) && <EditUserButton id={user.id} name={user.full_name} />}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </UsersStatus>
          <UsersPager />
        </Stack>
      </Card>
    </Stack>
  );
}
