import { Button, Group } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { IconClockHour4, IconLock, IconTool } from '@tabler/icons-react';
import { StatusPage } from './StatusPage';

export function MaintenancePage() {
  return (
    <StatusPage
      icon={<IconTool size={44} />}
      color="orange"
      title={<Trans>We'll be back soon</Trans>}
      message={<Trans>Lato is down for scheduled maintenance. Your data is safe; please try again in a few minutes.</Trans>}
      action={
        <Button component={Link} to="/" variant="light">
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}

export function ComingSoonPage() {
  return (
    <StatusPage
      icon={<IconClockHour4 size={44} />}
      title={<Trans>Coming soon</Trans>}
      message={<Trans>We are putting the finishing touches on this part of Lato.</Trans>}
      action={
        <Button component={Link} to="/">
          <Trans>Back to home</Trans>
        </Button>
      }
    />
  );
}

export function PermissionPage() {
  const router = useRouter();
  return (
    <StatusPage
      icon={<IconLock size={44} />}
      color="red"
      title={<Trans>You do not have access to this page</Trans>}
      message={<Trans>Your role does not include this area. If you need it, ask an administrator of your team.</Trans>}
      action={
        <Group>
          <Button variant="default" onClick={() => router.history.back()}>
            <Trans>Go back</Trans>
          </Button>
          <Button component={Link} to="/">
            <Trans>Back to home</Trans>
          </Button>
        </Group>
      }
    />
  );
}
