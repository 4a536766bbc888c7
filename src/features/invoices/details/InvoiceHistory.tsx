import { Card, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceEvent } from '@/api/contract/invoices';
import { INVOICE_EVENT_LABELS, PAYMENT_METHOD_LABELS } from '@/features/invoices/labels';
import { useFormat } from '@/ui/format';

/** Who did it and when: a person's name, else the system (a job, the payment provider). */
function EventLine({ event, currency }: { event: InvoiceEvent; currency: string }) {
  const { t } = useLingui();
  const { money, dateTime } = useFormat();
  const when = dateTime(event.at);
  const who = event.by ?? t`Lato (automatic)`;
  return (
    <Stack gap={2}>
      {event.amount_minor !== null && (
        <Text size="sm" fw={600}>
          <bdi>{money(event.amount_minor, currency)}</bdi>
        </Text>
      )}
      {event.detail && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{event.detail}</bdi>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <Trans>
          {who} · <bdi>{when}</bdi>
        </Trans>
      </Text>
    </Stack>
  );
}

/** The invoice's story, oldest first: created, sent, reminded, paid, voided. */
export function InvoiceTimeline({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>History</Trans>
        </Title>
        <Timeline active={invoice.events.length - 1} bulletSize={14} lineWidth={2} data-testid="invoice-timeline">
          {invoice.events.map((event, index) => (
            <Timeline.Item key={`${event.kind}-${event.at}-${index}`} title={i18n._(INVOICE_EVENT_LABELS[event.kind])}>
              <EventLine event={event} currency={invoice.currency} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}

/** The payments received: when, how much, how, its reference and who recorded it. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const { money, day } = useFormat();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Payments</Trans>
        </Title>
        {invoice.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No payments yet.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label={t`Payments`} data-testid="invoice-payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Date</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Method</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Reference</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Amount</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>
                      <bdi>{day(payment.paid_on)}</bdi>
                      {payment.recorded_by && (
                        <Text size="xs" c="dimmed">
                          <bdi>{payment.recorded_by}</bdi>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{i18n._(PAYMENT_METHOD_LABELS[payment.method])}</Table.Td>
                    <Table.Td>
                      <bdi>{payment.reference || '—'}</bdi>
                    </Table.Td>
                    <Table.Td ta="end">
                      <bdi>{money(payment.amount_minor, invoice.currency)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
