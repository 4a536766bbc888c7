import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { RetryAlert } from '@/ui/RetryAlert';
import { CompletionButton } from './CompletionButton';
import { moduleQuery } from './academy-queries';
import { useInLanguage } from './in-language';

const LOAD_FAILED = msg`Could not load this module.`;

/** A module to read, in the reader's language, with its Mark as done (`moduleId` null: closed). */
export function ModuleReader({ moduleId, onClose }: { moduleId: number | null; onClose(): void }) {
  const { t } = useLingui();
  const { pick, language } = useInLanguage();
  const module = useQuery({ ...moduleQuery(moduleId ?? 0), enabled: moduleId !== null });
  const data = module.data;
  const minutes = data?.minutes ?? 0;
  return (
    <Modal
      opened={moduleId !== null}
      onClose={onClose}
      size="lg"
      title={data ? <bdi>{pick(data.title)}</bdi> : t`Module`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {module.error ? (
        <RetryAlert message={problemOf(module.error, LOAD_FAILED)} onRetry={() => void module.refetch()} />
      ) : !data ? (
        <Stack gap="sm">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="60%" />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>About {minutes} min</Trans>
            </Text>
            {!data.published && (
              <Badge variant="light" color="gray">
                <Trans>Draft</Trans>
              </Badge>
            )}
          </Group>
          {/* Sanitised by the server before it was stored. */}
          <Typography lang={language} dangerouslySetInnerHTML={{ __html: pick(data.body) }} />
          {data.published ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              <CompletionButton module={data} />
            </Group>
          ) : (
            <Alert color="gray">
              <Trans>Clients see this module once it is published.</Trans>
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
