import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import { UserForm } from './UserForm';

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

/** /dashboard/edit-user/{id} */
export function EditUserPage({ user }: { user: User }) {
  const name = user.full_name;
  return (
    <FormFrame title={<Trans>Edit {name}</Trans>}>
      <UserForm key={user.id} user={user} />
    </FormFrame>
  );
}
