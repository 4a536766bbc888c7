import { Alert, Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import { UserForm } from './UserForm';
import { useRank } from './use-rank';

function FormFrame({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/dashboard/user-list" size="sm">
          <Trans>Users</Trans>
        </Anchor>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /dashboard/add-user */
export function AddUserPage() {
  return (
    <FormFrame title={<Trans>Add user</Trans>}>
      <UserForm />
    </FormFrame>
  );
}

/** /dashboard/edit-user/{id}: the form, for someone this manager may change. */
export function EditUserPage({ user }: { user: User }) {
  const name = user.full_name;
  const { mayChange } = useRank();
  return (
    <FormFrame title={<Trans>Edit {name}</Trans>}>
      {mayChange(user.role) ? (
        <UserForm key={user.id} user={user} />
      ) : (
        <Alert color="yellow" icon={<IconLock size={18} />} maw={720} role="status">
          <Trans>{name} ranks above you: only someone of their rank or above can change their details.</Trans>
        </Alert>
      )}
    </FormFrame>
  );
}
