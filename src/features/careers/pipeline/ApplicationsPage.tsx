import { useCallback, useLayoutEffect, useRef } from 'react';
import { Button, Center, Drawer, Group, Select, Stack, Text, Title, useDirection } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationCard } from '@/api/contract/careers';
import { problemOf } from '@/api/problem';
import { DragHoldProvider } from '@/board-kit/drag-hold';
import { selectWidthToShow } from '@/ui/field-width';
import { RetryAlert } from '@/ui/RetryAlert';
import { SavingState } from '@/ui/SaveStatus';
import { Spinner } from '@/ui/Spinner';
import { ApplicationDetails } from './ApplicationDetails';
import { PipelineBoard } from './PipelineBoard';
import { applicationBoardQuery } from './pipeline-queries';
import type { ApplicationsSearch } from './pipeline-search';
import { positionTitle } from './position-title';
import { useBoardMoves } from './use-board-moves';
import { usePipelineLive } from './use-pipeline-live';

const LOAD_FAILED = msg`Could not load the applications.`;

/**
 * /dashboard/careers/applications: every application on the hiring pipeline, one column per stage,
 * moved by drag and drop or each card's "Move to…" menu and saved as they move. The position the
 * board is narrowed to (`?position=`) and the application open in the drawer (`?application=`,
 * where a notification links) live in the address.
 */
export function ApplicationsPage({
  search,
  onSearchChange,
}: {
  search: ApplicationsSearch;
  onSearchChange(search: ApplicationsSearch): void;
}) {
  const { t, i18n } = useLingui();
  const { dir } = useDirection();
  const position = search.position ?? null;
  // The last board stays for its positions (the filter's options) while another position's loads.
  const answer = useQuery({ ...applicationBoardQuery(position), placeholderData: keepPreviousData });
  const loaded = answer.isPlaceholderData ? undefined : answer.data;
  const moves = useBoardMoves(position, loaded);
  const dragHold = usePipelineLive(moves.readAgain);
  const board = moves.shown;

  // One function for every card, so that the cards are not drawn again each time this page is.
  const latest = useRef({ search, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange };
  });
  const openCard = useCallback(
    (card: ApplicationCard) => latest.current.onSearchChange({ ...latest.current.search, application: card.id }),
    [],
  );
  const closeDrawer = () => onSearchChange({ ...search, application: undefined });

  const placeholder = t`All positions`;
  const options = (answer.data?.positions ?? []).map((ref) => ({ value: String(ref.id), label: positionTitle(ref, i18n.locale) }));
  const empty = board !== undefined && board.stages.every((column) => column.applications.length === 0);

  return (
    <DragHoldProvider value={dragHold}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz="h2">
            <Trans>Applications</Trans>
          </Title>
          {board && <SavingState saving={moves.saving} />}
        </Group>
        <Select
          aria-label={t`Position`}
          placeholder={placeholder}
          data={options}
          value={position === null ? null : String(position)}
          onChange={(value) => onSearchChange({ ...search, position: value === null ? undefined : Number(value) })}
          clearable
          searchable
          w={selectWidthToShow(placeholder, options, 240)}
        />
        {answer.error && !loaded ? (
          <Stack gap="sm" align="flex-start">
            <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} />
            {position !== null && (
              <Button variant="subtle" size="xs" onClick={() => onSearchChange({ ...search, position: undefined })}>
                <Trans>Show every position</Trans>
              </Button>
            )}
          </Stack>
        ) : !board ? (
          <Center py={60}>
            <Spinner label={t`Loading`} />
          </Center>
        ) : empty ? (
          <Center py={60}>
            <Text fw={600}>
              {position === null ? <Trans>No one has applied yet.</Trans> : <Trans>No one has applied to this position yet.</Trans>}
            </Text>
          </Center>
        ) : (
          <PipelineBoard board={board} onMove={moves.move} onOpen={openCard} />
        )}
      </Stack>
      <Drawer
        opened={search.application !== undefined}
        onClose={closeDrawer}
        // At the end the page reads towards: the right, or the left in a right-to-left language.
        position={dir === 'rtl' ? 'left' : 'right'}
        size="xl"
        title={t`Application`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {search.application !== undefined && (
          <ApplicationDetails key={search.application} id={search.application} onDeleted={closeDrawer} />
        )}
      </Drawer>
    </DragHoldProvider>
  );
}
