import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InquirySummary } from '@/api/contract/inquiries';
import { useFormat } from '@/ui/format';
import { InquiryStatusBadge } from './InquiryStatusBadge';

function InquiryRow({ inquiry, selected, onOpen }: { inquiry: InquirySummary; selected: boolean; onOpen(): void }) {
  const { t } = useLingui();
  const format = useFormat();
  const subject = inquiry.subject;
  return (
    <Table.Tr
      data-testid="inquiry-row"
      aria-current={selected || undefined}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={inquiry.status === 'new' ? 700 : 500}>
            <bdi>{inquiry.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {inquiry.email}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td maw={420}>
        <UnstyledButton onClick={onOpen} aria-label={t`Open “${subject}”`}>
          <Text size="sm" fw={inquiry.status === 'new' ? 700 : 500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
          {inquiry.preview}
        </Text>
      </Table.Td>
      <Table.Td>
        <InquiryStatusBadge status={inquiry.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">
          <bdi>{format.dateTime(inquiry.created_at)}</bdi>
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A page of inquiries, newest first; a subject opens its thread. Wide, so on a phone it scrolls sideways in its frame. */
export function InquiryList({
  inquiries,
  selected,
  onOpen,
}: {
  inquiries: readonly InquirySummary[];
  selected: number | undefined;
  onOpen(id: number): void;
}) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table highlightOnHover verticalSpacing="xs" data-testid="inquiries-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>From</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Subject</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Received</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inquiries.map((inquiry) => (
            <InquiryRow key={inquiry.id} inquiry={inquiry} selected={inquiry.id === selected} onOpen={() => onOpen(inquiry.id)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
