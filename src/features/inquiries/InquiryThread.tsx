import { Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { LANGUAGE_LABELS } from '@/i18n/language-labels';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { AnswerForm } from './AnswerForm';
import { inquiryQuery } from './inquiries-queries';
import { InquiryActions } from './InquiryActions';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { ThreadMessage } from './ThreadMessage';
import { useInquiryChanges } from './use-inquiry-changes';

const LOAD_FAILED = msg`Could not load this inquiry.`;

/** One inquiry: who wrote and how to reach them, its thread oldest first, what can be done with it, and the answer box. */
export function InquiryThread({ id, onDeleted }: { id: number; onDeleted(): void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const answer = useQuery(inquiryQuery(id));
  const changes = useInquiryChanges(id);

  if (answer.error) return <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} />;
  const inquiry = answer.data;
  if (!inquiry)
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );

  const language = i18n._(LANGUAGE_LABELS[inquiry.language]);
  const receivedAt = format.dateTime(inquiry.created_at);
  const consentAt = format.dateTime(inquiry.consent_at);
  const handledBy = inquiry.handled_by;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {inquiry.subject}
          </Title>
          <InquiryStatusBadge status={inquiry.status} />
        </Group>
        <Text size="sm">
          <bdi>{inquiry.name}</bdi> ·{' '}
          <Text span dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {inquiry.email}
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            Written in {language} on {receivedAt}; consent to keep it given on {consentAt}.
          </Trans>
        </Text>
        {handledBy && (
          <Text size="xs" c="dimmed">
            <Trans>
              Last handled by <bdi>{handledBy}</bdi>.
            </Trans>
          </Text>
        )}
      </Stack>
      <InquiryActions inquiry={inquiry} changes={changes} onDeleted={onDeleted} />
      <Divider />
      <Stack gap="sm" data-testid="inquiry-thread">
        {inquiry.thread.map((message) => (
          <ThreadMessage key={message.id} message={message} />
        ))}
      </Stack>
      {inquiry.status === 'spam' ? (
        <Text size="sm" c="dimmed">
          <Trans>Marked as spam: reopen it to answer.</Trans>
        </Text>
      ) : (
        <AnswerForm inquiry={inquiry} onAnswer={changes.answer} />
      )}
    </Stack>
  );
}
