import { Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEvent } from '@/api/contract/audit';
import { AUDIT_ACTION_LABELS } from '@/i18n/audit-action-labels';
import { useFormat } from '@/ui/format';
import { describeDetails } from './audit-details';

/**
 * The events as a table: wide, so on a phone it scrolls sideways inside its frame and the page
 * itself stays still.
 */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="audit-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Who</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Target</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Details</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>From</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(event.occurred_at)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {event.actor_name && <Text size="sm">{event.actor_name}</Text>}
                  <Text size="xs" c="dimmed" dir="ltr" style={{ wordBreak: 'break-all' }}>
                    {event.actor_email ?? <Trans>Unknown</Trans>}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={event.action === 'sign_in_failed' ? 'red' : 'blue'} style={{ textTransform: 'none' }}>
                  {i18n._(AUDIT_ACTION_LABELS[event.action])}
                </Badge>
              </Table.Td>
              <Table.Td dir="ltr" style={{ wordBreak: 'break-all' }}>
                <Text size="sm">{event.target_label ?? ''}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{describeDetails(i18n, event)}</Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={event.user_agent ?? ''} disabled={!event.user_agent} multiline maw={320}>
                  <Text size="sm" dir="ltr">
                    {event.ip ?? '—'}
                  </Text>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
