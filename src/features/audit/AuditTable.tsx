import { Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEvent } from '@/api/contract/audit';
import { ROLES, type Role } from '@/api/contract/roles';
import { AUDIT_ACTION_LABELS } from '@/i18n/audit-action-labels';
import { ROLE_LABELS } from '@/i18n/role-labels';
import { useFormat } from '@/ui/format';

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const roleOrText = (i18n: I18n, value: unknown) => (isRole(value) ? i18n._(ROLE_LABELS[value]) : String(value ?? '—'));

/** What changed, in words where the log has them: a role before and after, the fields saved. */
function detailsText(i18n: I18n, event: AuditEvent): string {
  const details = event.details;
  if (!details || Object.keys(details).length === 0) return '';
  if (event.action === 'role_changed') return `${roleOrText(i18n, details.from)} → ${roleOrText(i18n, details.to)}`;
  if ('from' in details && 'to' in details) return `${String(details.from)} → ${String(details.to)}`;
  if (Array.isArray(details.fields)) return details.fields.join(', ');
  return Object.entries(details)
    .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

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
                <Text size="sm">{detailsText(i18n, event)}</Text>
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
