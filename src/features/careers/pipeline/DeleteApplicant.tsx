import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationBoard, ApplicationDetail } from '@/api/contract/careers';
import { problemOf, type Problem } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { showToast } from '@/ui/toast';
import { withoutCard } from './board-order';
import { pipelineApi } from './pipeline-api';
import { pipelineKeys } from './pipeline-queries';

const DELETE_FAILED = msg`Could not delete the applicant's data.`;

/**
 * Deleting an applicant's data on their request, after asking with their name: the application,
 * its CV and cover letter, and the notifications that named them. Their card leaves the board.
 */
export function DeleteApplicant({ application, onDeleted }: { application: ApplicationDetail; onDeleted(): void }) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);
  const { id, name } = application;

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await pipelineApi.remove(id);
      queryClient.setQueriesData<ApplicationBoard>({ queryKey: pipelineKeys.boards }, (board) => board && withoutCard(board, id));
      queryClient.removeQueries({ queryKey: pipelineKeys.application(id) });
      queryClient.removeQueries({ queryKey: pipelineKeys.cv(id) });
      setConfirming(false);
      showToast({ color: 'teal', message: t`Deleted ${name}'s data.` });
      onDeleted();
    } catch (error) {
      setFailure(problemOf(error, DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Delete applicant's data</Trans>
      </Button>
      <Modal opened={confirming} onClose={() => !busy && setConfirming(false)} title={t`Delete ${name}'s data?`} size="sm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>Their application, CV and cover letter, and the notifications that named them, are deleted for good.</Trans>
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {sayProblem(failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={() => void remove()} loading={busy}>
              <Trans>Delete their data</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
