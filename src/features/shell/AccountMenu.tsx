import { Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { UserAvatar } from '@/ui/UserAvatar';
import { SIGNING_OUT, useAuth, useSignOut } from '@/features/auth';

/** The signed-in person's avatar, name and e-mail, and sign-out. */
export function AccountMenu() {
  const { t } = useLingui();
  const user = useAuth((s) => s.context.user);
  const signingOut = useAuth((s) => s.matches(SIGNING_OUT));
  const signOut = useSignOut();
  const avatarId = useId();
  const labelId = useId();
  if (!user) return null;
  if (signingOut) return <Loader size="sm" aria-label={t`Signing out…`} role="status" data-testid="signing-out" />;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by what it shows and what it is ("AM Account menu"): a person using voice
            control says the initials they see. */}
        <UnstyledButton aria-labelledby={`${avatarId} ${labelId}`} data-testid="account-menu">
          <UserAvatar id={avatarId} user={user} />
          <VisuallyHidden id={labelId}>{t`Account menu`}</VisuallyHidden>
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
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUserCircle size={16} />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/account" leftSection={<IconSettings size={16} />}>
          <Trans>Account</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()} color="red">
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
