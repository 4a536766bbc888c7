import { Avatar, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLogout } from '@tabler/icons-react';
import { ROLE_LABELS } from '../../i18n/role-labels';
import { useAuth, useSignOut } from '../auth';

/** The signed-in home until the dashboard shell lands: who you are, and a way out. */
export function DashboardHome() {
  const { t, i18n } = useLingui();
  const user = useAuth((s) => s.context.user);
  const signingOut = useAuth((s) => s.matches('loggingOut'));
  const signOut = useSignOut();
  const name = user?.full_name ?? '';
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" p="xl">
        <Stack>
          <Group>
            <Avatar color="indigo" radius="xl" size="lg" alt={user.full_name}>
              {user.full_name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Title order={1} fz="h3">
                <Trans>Welcome, {name}</Trans>
              </Title>
              <Text c="dimmed" size="sm">
                {user.email}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Text size="sm">
              <Trans>Role:</Trans>
            </Text>
            <Badge variant="light" data-testid="user-role">
              {user.role ? i18n._(ROLE_LABELS[user.role]) : t`No role`}
            </Badge>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconLogout size={16} />} loading={signingOut} onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
