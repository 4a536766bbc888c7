import type { ReactNode } from 'react';
import type { Problem } from '@/api/problem';
import { Box, Button, Center, LoadingOverlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBriefcase } from '@tabler/icons-react';
import { ComesIntoView } from '@/ui/ComesIntoView';
import { RetryAlert } from '@/ui/RetryAlert';
import { useProjectFilters, useProjectsList, useProjectsListActor } from './projects-list-context';
import { useProjectsListLive } from './projects-list-live';
import { UpdatesPill } from '@/ui/UpdatesPill';

function ErrorNotice({ message }: { message: Problem }) {
  const actor = useProjectsListActor();
  return <RetryAlert message={message} onRetry={() => actor.send({ type: 'RETRY' })} />;
}

/**
 * Under the list: the next page loads when this comes into view (infinite scroll), or with the
 * button, for keyboards and screen readers; a failed page says so here and keeps the list.
 */
function NextPage() {
  const { t } = useLingui();
  const actor = useProjectsListActor();
  const ready = useProjectsList((s) => s.matches('ready'));
  const loadingMore = useProjectsList((s) => s.matches('loadingMore'));
  const failed = useProjectsList((s) => (s.matches('moreFailed') ? s.context.error : null));
  const hasMore = useProjectsList((s) => s.context.currentPage < s.context.numPages);
  const shown = useProjectsList((s) => s.context.projects.length);
  const count = useProjectsList((s) => s.context.count);
  const page = useProjectsList((s) => s.context.currentPage);

  if (failed) return <ErrorNotice message={failed} />;
  return (
    <Stack align="center" gap="xs" py="md">
      {ready && hasMore && <ComesIntoView key={page} onVisible={() => actor.send({ type: 'LOAD_MORE' })} />}
      {loadingMore && <Spinner size="sm" label={t`Loading more projects`} />}
      {ready && hasMore && (
        <Button variant="default" onClick={() => actor.send({ type: 'LOAD_MORE' })}>
          <Trans>Load more</Trans>
        </Button>
      )}
      {shown > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite">
          <bdi>
            <Trans>
              Showing {shown} of {count}
            </Trans>
          </bdi>
        </Text>
      )}
    </Stack>
  );
}

/** Loading, error and empty states around a projects view, the next page under it, and updates that wait to be shown. */
export function ProjectsListStatus({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const actor = useProjectsListActor();
  useProjectsListLive();
  const updatesWait = useProjectsList((s) => s.matches('ready') && s.context.heldUpdate !== null);
  const loading = useProjectsList((s) => s.matches('loading'));
  const error = useProjectsList((s) => (s.matches('failed') ? s.context.error : null));
  const empty = useProjectsList((s) => s.matches('ready') && s.context.count === 0);
  const { filters, setFilters } = useProjectFilters();
  const filtered = filters.search !== '' || filters.status !== null;
  return (
    <Box pos="relative" mih={200}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t`Loading` }} />
      <UpdatesPill shown={updatesWait} onShow={() => actor.send({ type: 'SHOW_UPDATES' })} />
      {error && <ErrorNotice message={error} />}
      {empty ? (
        <Center py={60}>
          <Stack align="center" gap="xs" maw={420} ta="center">
            <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
              <IconBriefcase size={28} />
            </ThemeIcon>
            <Text fw={600}>{filtered ? <Trans>No project matches these filters.</Trans> : <Trans>No projects yet.</Trans>}</Text>
            {filtered ? (
              <Button variant="subtle" onClick={() => setFilters({ search: '', status: null })}>
                <Trans>Clear the filters</Trans>
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Projects you are a member of show here.</Trans>
              </Text>
            )}
          </Stack>
        </Center>
      ) : (
        <>
          {children}
          <NextPage />
        </>
      )}
    </Box>
  );
}
