import { Group, Paper, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { InquiryMessage } from '@/api/contract/inquiries';
import { useFormat } from '@/ui/format';

/** One message of the thread: the visitor's, or an answer of the agency's, with when it was e-mailed. */
export function ThreadMessage({ message }: { message: InquiryMessage }) {
  const format = useFormat();
  const fromStaff = message.author === 'staff';
  const emailedAt = fromStaff && message.emailed_at ? format.dateTime(message.emailed_at) : null;
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      bg={fromStaff ? 'var(--mantine-color-default-hover)' : undefined}
      data-testid="thread-message"
      aria-label={message.author_name}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            <bdi>{message.author_name}</bdi>{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {fromStaff ? <Trans context="who wrote a message of an inquiry">Answer</Trans> : <Trans>Visitor</Trans>}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{format.dateTime(message.created_at)}</bdi>
          </Text>
        </Group>
        {/* The people's own words, in their own direction and line breaks. */}
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        {emailedAt && (
          <Text size="xs" c="dimmed">
            <Trans>E-mailed {emailedAt}</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
