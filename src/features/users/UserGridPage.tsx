import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { IconEdit } from '@tabler/icons-react';
import { RoleBadge } from '@/ui/RoleBadge';
import { UserStatusBadge } from './UserStatusBadge';
import { UserAvatar } from '@/ui/UserAvatar';
import { UsersPager } from './UsersPager';
import { UsersStatus } from './UsersStatus';
import { UsersToolbar } from './UsersToolbar';
import { useUsersList } from './users-context';
import { useRank } from './use-rank';
import { TruncatedText } from '@/ui/TruncatedText';

/** /dashboard/user-grid: the same people as cards. */
export function UserGridPage() {
  const { t } = useLingui();
  const users = useUsersList((s) => s.context.users);
  const { mayChange } = useRank();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Users</Trans>
      </Title>
      <UsersToolbar view="grid" />
      <UsersStatus>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} data-testid="users-grid">
          {users.map((user) => {
            const name = user.full_name;
            return (
              <Card key={user.id} withBorder radius="md" padding="lg" data-testid="user-card">
                <Stack align="center" gap={6} ta="center">
                  <UserAvatar user={user} size={72} />
                  <TruncatedText fw={600} mt="xs" maw="100%">
                    {user.full_name}
                  </TruncatedText>
                  {user.role && <RoleBadge role={user.role} />}
                  <Text size="sm" c="dimmed" dir="ltr" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                  <UserStatusBadge user={user} quiet />
                  {mayChange(user.role) && (
                    <Button
                      component={RouterAnchor}
                      href={`/dashboard/edit-user/${user.id}`}
                      variant="default"
                      size="xs"
                      mt="xs"
                      leftSection={<IconEdit size={14} />}
                      aria-label={t`Edit ${name}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </UsersStatus>
      <UsersPager />
    </Stack>
  );
}
