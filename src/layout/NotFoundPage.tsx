import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { IconMapOff } from '@tabler/icons-react';
import { StatusPage } from './StatusPage';

export function NotFoundPage({ inline = false }: { inline?: boolean }) {
  return (
    <StatusPage
      inline={inline}
      icon={<IconMapOff size={44} />}
      title={<Trans>Page not found</Trans>}
      message={<Trans>The page you are looking for does not exist or has moved.</Trans>}
      action={
        <Button component={Link} to="/" size="md">
          <Trans>Back to home</Trans>
        </Button>
      }
    />
  );
}

/** Not-found inside the dashboard frame, for menu entries whose page is not built yet. */
export function DashboardNotFoundPage() {
  return <NotFoundPage inline />;
}
