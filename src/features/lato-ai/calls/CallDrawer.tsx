import { Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Call } from '@/api/contract/lato-ai';
import { useFormat } from '@/ui/format';
import { CALL_OUTCOME_COLORS, CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, DIRECTION_LABELS } from '@/features/lato-ai/labels';
import { formatPhone } from '@/lib/phone';
import { Transcript } from '@/features/lato-ai/transcript/Transcript';

/** One call: who, when, how long, what came of it, its summary and the message taken. */
export function CallDrawer({ call, onClose }: { call: Call | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const customer = call ? formatPhone(call.customer_phone_number) : '';
  return (
    <Drawer
      opened={call !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<bdi>{customer}</bdi>}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {call && (
        <Stack gap="md">
          <Group gap="xs">
            {call.outcome && (
              <Badge variant="light" color={CALL_OUTCOME_COLORS[call.outcome]}>
                {i18n._(CALL_OUTCOME_LABELS[call.outcome])}
              </Badge>
            )}
            <Badge variant="default">{i18n._(CALL_STATUS_LABELS[call.status])}</Badge>
            <Badge variant="default">{i18n._(DIRECTION_LABELS[call.direction])}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <bdi>{format.dateTime(call.started_at)}</bdi>
            {call.duration_seconds !== null && (
              <>
                {' · '}
                <bdi>{format.duration(call.duration_seconds)}</bdi>
              </>
            )}
          </Text>
          <Stack gap={4}>
            <Title order={3} fz="md">
              <Trans>Summary</Trans>
            </Title>
            <Text size="sm" dir="auto">
              {call.summary || <Trans>No summary yet.</Trans>}
            </Text>
          </Stack>
          {call.message && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                <Trans>Message taken</Trans>
              </Title>
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {call.message}
              </Text>
            </Stack>
          )}
          <Transcript key={call.id} callId={call.id} />
        </Stack>
      )}
    </Drawer>
  );
}
