import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, problemOf } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { GuestLayout } from './GuestLayout';

/** An unknown, expired or used link: the server answers all three alike. */
export const isGoneLink = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A page reached from a one-time link in an e-mail (`?token=…`): it reads what the link stands
 * for, and shows `gone` for a link that no longer works, a retry for any other failure, a spinner
 * meanwhile, and then `children` with what was read. The form calls `onGone` when the server
 * refuses the link on sending (used meanwhile, or expired).
 */
export function EmailedLinkPage<T>({
  token,
  queryKey,
  read,
  gone,
  children,
}: {
  token: string | undefined;
  queryKey: readonly unknown[];
  read(token: string): Promise<T>;
  gone: ReactNode;
  children(data: T, token: string, onGone: () => void): ReactNode;
}) {
  const { t } = useLingui();
  const link = useQuery({ queryKey: [...queryKey, token], queryFn: () => read(token!), enabled: token !== undefined });
  const [refused, setRefused] = useState(false);

  if (token === undefined || refused || isGoneLink(link.error)) return gone;
  if (link.error) {
    return (
      <GuestLayout>
        <RetryAlert message={problemOf(link.error, defaultErrors.invitationLoad)} onRetry={() => void link.refetch()} />
      </GuestLayout>
    );
  }
  if (!link.data) {
    return (
      <GuestLayout>
        <Spinner mx="auto" label={t`Loading`} />
      </GuestLayout>
    );
  }
  return children(link.data, token, () => setRefused(true));
}

/** What an invitation link that no longer works says, above `children` (where to sign in instead). */
export function InvitationGone({ children }: { children: ReactNode }) {
  return (
    <GuestLayout>
      <Title order={1} fz="h2">
        <Trans>This invitation cannot be used</Trans>
      </Title>
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert">
        <Trans>The link has expired, was already used, or is not complete. Ask the person who invited you to send a new invitation.</Trans>
      </Alert>
      {children}
    </GuestLayout>
  );
}
