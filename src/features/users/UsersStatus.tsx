import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUsersGroup } from '@tabler/icons-react';
import { RetryAlert } from '@/ui/RetryAlert';
import { useUsersList, useUsersListActor } from './users-context';
import { useUsersListLive } from './use-users-list-live';
import { UpdatesPill } from '@/ui/UpdatesPill';

/**
 * Loading, error and empty states around a users view (the last page stays while the next loads),
 * and the changes made elsewhere: new details show in place, people added, gone or moved wait
 * behind "Show updates" so that no row moves under the reader.
 */
export function UsersStatus({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const actor = useUsersListActor();
  useUsersListLive();
  const updatesWait = useUsersList((s) => s.matches('ready') && s.context.heldUpdate !== null);
  const loading = useUsersList((s) => s.matches('loading'));
  const error = useUsersList((s) => s.context.error);
  const empty = useUsersList((s) => s.matches('ready') && s.context.users.length === 0);
  const search = useUsersList((s) => s.context.params.search);
  return (
    <Box pos="relative" mih={200}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t`Loading` }} />
      <UpdatesPill shown={updatesWait} onShow={() => actor.send({ type: 'SHOW_UPDATES' })} />
      {error && <RetryAlert message={error} onRetry={() => actor.send({ type: 'RETRY' })} mb="md" />}
      {empty ? (
        <Stack align="center" py={60} gap="xs">
          <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
            <IconUsersGroup size={28} />
          </ThemeIcon>
          <Text fw={600}>{search ? <Trans>No one matches “{search}”.</Trans> : <Trans>No users here yet.</Trans>}</Text>
        </Stack>
      ) : (
        children
      )}
    </Box>
  );
}
