import { useDeferredValue } from 'react';
import { Badge, Button, Group, LoadingOverlay, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhoneIncoming, IconPhoneOutgoing } from '@tabler/icons-react';
import type { Call } from '@/api/contract/lato-ai';
import { useFormat } from '@/ui/format';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { MatchText } from '@/ui/MatchText';
import { RetryAlert } from '@/ui/RetryAlert';
import { useCalls, useCallsActor } from './calls-context';
import { CALL_OUTCOME_COLORS, CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, DIRECTION_LABELS } from '@/features/lato-ai/labels';
import { formatPhone } from '@/lib/phone';
import { TestBadge } from '@/features/lato-ai/TestBadge';
import { UpdatesPill } from '@/ui/UpdatesPill';

function CallRow({ call, onOpen }: { call: Call; onOpen(): void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const customer = formatPhone(call.customer_phone_number);
  const Direction = call.direction === 'inbound' ? IconPhoneIncoming : IconPhoneOutgoing;
  return (
    <Table.Tr data-testid="call-row">
      <Table.Td>
        <Text
          size="sm"
          fw={500}
          component="button"
          onClick={onOpen}
          aria-label={t`Open the call with ${customer}`}
          style={{ all: 'unset', cursor: 'pointer', whiteSpace: 'nowrap' }}
        >
          <bdi>{customer}</bdi>
        </Text>
        {call.is_test && <TestBadge />}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Direction size={16} aria-hidden />
          <Text size="sm">{i18n._(DIRECTION_LABELS[call.direction])}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{i18n._(CALL_STATUS_LABELS[call.status])}</Text>
      </Table.Td>
      <Table.Td>
        {call.outcome && (
          <Badge variant="light" color={CALL_OUTCOME_COLORS[call.outcome]}>
            {i18n._(CALL_OUTCOME_LABELS[call.outcome])}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <bdi>{format.dateTime(call.started_at)}</bdi>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <bdi>{call.duration_seconds === null ? '—' : format.duration(call.duration_seconds)}</bdi>
        </Text>
      </Table.Td>
      <Table.Td maw={360}>
        {/* In its own direction, like the transcript: right to left, an English summary was cut at its start. */}
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto" data-testid="call-summary">
          {call.summary}
        </Text>
        {call.match && (
          // Where the search found its words in the transcript, when it did.
          <Text size="xs" lineClamp={2} dir="auto" mt={4} data-testid="call-match">
            <Trans>In the transcript:</Trans> <MatchText parts={call.match.parts} />
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The page of calls, its pager, the loading and error states around it, and updates that wait to be shown. */
export function CallsTable({
  onOpen,
  onPage,
  onClearFilters,
}: {
  onOpen(call: Call): void;
  onPage(page: number): void;
  /** Given while a filter is set: an empty list offers to clear them. */
  onClearFilters?: () => void;
}) {
  const { t } = useLingui();
  const actor = useCallsActor();
  const format = useFormat();
  const loading = useCalls((s) => s.matches('loading'));
  const error = useCalls((s) => (s.matches('failed') ? s.context.error : null));
  const updatesWait = useCalls((s) => s.matches('ready') && s.context.heldUpdate !== null);
  // Deferred: a page of calls arrives as a store update, which React renders in one task that
  // blocks input (about 50 ms on a laptop for twenty rows); the rows are drawn in a render that yields.
  const { calls, count, numPages, currentPage, params } = useDeferredValue(useCalls((s) => s.context));
  const { pageSize } = params;
  const from = format.number((currentPage - 1) * pageSize + 1);
  const to = format.number(Math.min(currentPage * pageSize, count));
  const total = format.number(count);
  return (
    <>
      {error && <RetryAlert message={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      <UpdatesPill shown={updatesWait} onShow={() => actor.send({ type: 'SHOW_UPDATES' })} />
      {/* Scrollbars always shown when the table is wider than the screen: a phone has no hover to reveal them. */}
      <ScrollArea pos="relative" mih={120} type="auto" offsetScrollbars>
        <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t`Loading` }} />
        <Table striped highlightOnHover verticalSpacing="xs" miw={900} data-testid="calls-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Customer`}</Table.Th>
              <Table.Th>{t`Direction`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Outcome`}</Table.Th>
              <Table.Th>{t`Started`}</Table.Th>
              <Table.Th>{t`Duration`}</Table.Th>
              <Table.Th>{t`Summary`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((call) => (
              <CallRow key={call.id} call={call} onOpen={() => onOpen(call)} />
            ))}
          </Table.Tbody>
        </Table>
        {!loading && !error && count === 0 && (
          <Stack align="center" gap="xs" py="xl">
            <Text c="dimmed" ta="center">
              {onClearFilters ? <Trans>No calls match these filters.</Trans> : <Trans>No calls on this number yet.</Trans>}
            </Text>
            {onClearFilters && (
              <Button variant="light" size="xs" onClick={onClearFilters}>
                <Trans>Clear the filters</Trans>
              </Button>
            )}
          </Stack>
        )}
      </ScrollArea>
      {count > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="calls-range">
            <Trans>
              {from}–{to} of {total}
            </Trans>
          </Text>
          <LabelledPagination total={numPages} value={currentPage} onChange={onPage} size="sm" />
        </Group>
      )}
    </>
  );
}
