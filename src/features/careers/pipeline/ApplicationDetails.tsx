import { Badge, Center, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { ApplicantFacts } from './ApplicantFacts';
import { ApplicantFiles } from './ApplicantFiles';
import { DeleteApplicant } from './DeleteApplicant';
import { STAGE_LABELS } from '@/features/careers/shared';
import { applicationQuery } from './pipeline-queries';
import { positionTitle } from './position-title';

const LOAD_FAILED = msg`Could not load this application.`;

/** One application in the drawer: where it stands, what the applicant told, their files, and the way to delete it all. */
export function ApplicationDetails({ id, onDeleted }: { id: number; onDeleted(): void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const answer = useQuery(applicationQuery(id));
  if (answer.error) return <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} />;
  const application = answer.data;
  if (!application) {
    return (
      <Center py={60}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  }
  const date = format.dateTime(application.created_at);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{application.name}</bdi>
      </Title>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{i18n._(STAGE_LABELS[application.stage])}</Badge>
        <Text size="sm" fw={500}>
          <bdi>{positionTitle(application.position, i18n.locale)}</bdi>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        <bdi>{t`Received ${date}`}</bdi>
      </Text>
      <ApplicantFacts application={application} />
      <Divider />
      <ApplicantFiles application={application} />
      <Divider />
      <DeleteApplicant application={application} onDeleted={onDeleted} />
    </Stack>
  );
}
