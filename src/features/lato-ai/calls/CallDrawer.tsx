import { Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Call } from '@/api/contract/lato-ai';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { callQuery, latoAiKeys } from '@/features/lato-ai/lato-ai-queries';
import { useFormat } from '@/ui/format';
import { CALL_OUTCOME_COLORS, CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, DIRECTION_LABELS } from '@/features/lato-ai/labels';
import { formatPhone } from '@/lib/phone';
import { Transcript } from '@/features/lato-ai/transcript/Transcript';

/** The call as it is now: the row it was opened from, read again each time the call changes (its status, summary, end). */
function useCallAsItGoes(row: Call): Call {
  const queryClient = useQueryClient();
  const { data } = useQuery(callQuery(row));
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: latoAiKeys.call(row.id) });
  useLiveEvent((event) => event.kind === 'call' && event.subject === row.id, readAgain);
  useLiveReload(readAgain);
  return data;
}

function CallDetails({ row }: { row: Call }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const call = useCallAsItGoes(row);
  return (
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
      <Transcript callId={call.id} found={row.match} />
    </Stack>
  );
}

/** One call: who, when, how long, what came of it, its summary and the message taken, kept current while it goes on. */
export function CallDrawer({ call, onClose }: { call: Call | null; onClose(): void }) {
  const { t } = useLingui();
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
      {call && <CallDetails key={call.id} row={call} />}
    </Drawer>
  );
}
