import { useState } from 'react';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ModuleSummary } from '@/api/contract/academy';
import { problemOf } from '@/api/problem';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { CompletionButton } from './CompletionButton';
import { ModuleReader } from './ModuleReader';
import { modulesQuery } from './academy-queries';
import { useInLanguage } from './in-language';

const LOAD_FAILED = msg`Could not load the academy.`;

/** One module's card: what it is about, how long it takes, and whether the reader has done it. */
function ModuleCard({ module, number, onOpen }: { module: ModuleSummary; number: number; onOpen(): void }) {
  const { pick, language } = useInLanguage();
  const format = useFormat();
  const done = module.completed_at !== null;
  const doneOn = done ? format.date(module.completed_at!) : '';
  const minutes = module.minutes;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`module-${module.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={`module-${module.id}`} lang={language}>
            <bdi>
              {number}. {pick(module.title)}
            </bdi>
          </Title>
          {done && (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              <Trans context="academy module">Done</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lang={language} style={{ flexGrow: 1 }}>
          {pick(module.summary)}
        </Text>
        <Text size="xs" c="dimmed">
          {done ? <Trans>Done on {doneOn}</Trans> : <Trans>About {minutes} min</Trans>}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onOpen}>
            <Trans>Read</Trans>
          </Button>
          <CompletionButton module={module} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}

/** A client person's academy: their progress, the module to read next, and every module. */
export function LearnerAcademy() {
  const { t } = useLingui();
  const { pick } = useInLanguage();
  const modules = useQuery(modulesQuery);
  const [reading, setReading] = useState<number | null>(null);
  const list = modules.data?.results ?? [];
  const done = list.filter((module) => module.completed_at !== null).length;
  const next = list.find((module) => module.completed_at === null);
  const nextTitle = next ? pick(next.title) : '';
  const total = list.length;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Academy</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Short lessons to get the most out of your assistant</Trans>
        </Text>
      </div>
      {modules.error && <RetryAlert message={problemOf(modules.error, LOAD_FAILED)} onRetry={() => void modules.refetch()} />}
      {!modules.data && !modules.error && <Skeleton h={120} radius="md" />}
      {modules.data && (
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Your progress`}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="md">
                <Trans>Your progress</Trans>
              </Title>
              <Text size="sm">
                <Trans>
                  {done} of {total} done
                </Trans>
              </Text>
            </Group>
            <Progress value={list.length > 0 ? (done / list.length) * 100 : 0} color="teal" aria-label={t`Modules done`} />
            {next ? (
              <Group justify="space-between">
                <Text size="sm">
                  <Trans>
                    Next up: <bdi>{nextTitle}</bdi>
                  </Trans>
                </Text>
                <Button size="xs" onClick={() => setReading(next.id)}>
                  <Trans>Continue</Trans>
                </Button>
              </Group>
            ) : (
              list.length > 0 && (
                <Text size="sm" c="teal">
                  <Trans>You have done every module. Well done!</Trans>
                </Text>
              )
            )}
          </Stack>
        </Card>
      )}
      {modules.data && list.length === 0 && (
        <Text c="dimmed">
          <Trans>No module yet: the agency is writing them.</Trans>
        </Text>
      )}
      {list.length > 0 && (
        <Title order={2} fz="lg">
          <Trans>Modules</Trans>
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {/* Numbered as the reader sees them: the drafts between are not theirs to see. */}
        {list.map((module, index) => (
          <ModuleCard key={module.id} module={module} number={index + 1} onOpen={() => setReading(module.id)} />
        ))}
      </SimpleGrid>
      <ModuleReader moduleId={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
