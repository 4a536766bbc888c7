import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLogout } from '@tabler/icons-react';
import { useAuth, useSignOut } from '@/features/auth';

/** The avatar initial, full name and e-mail, and sign-out (spec section 2, top bar). */
export function AccountMenu() {
  const { t } = useLingui();
  const user = useAuth((s) => s.context.user);
  const signOut = useSignOut();
  if (!user) return null;
  const initial = user.full_name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} data-testid="account-menu">
          <Avatar color="indigo" radius="xl" alt={user.full_name}>
            {initial}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" data-testid="account-name">
            {user.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()} color="red">
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
