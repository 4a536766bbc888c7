import { useState } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { InvoiceSummary } from '@/api/contract/invoices';
import { problemOf } from '@/api/errors';
import { useFormat } from '@/ui/format';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { organisationInvoicesQuery } from '@/features/invoices/invoice-queries';
import { InvoiceStatusBadge } from '@/features/invoices/list/InvoiceStatusBadge';
import { CLIENT_INVOICE_FAILURES } from './client-failures';
import { InvoiceRowActions } from './InvoiceRowActions';

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const { money, day } = useFormat();
  return (
    <Table.Tr data-testid="client-invoice-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/invoice-details" search={{ id: invoice.id }} />}>
          {invoice.number}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.issue_date)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.due_date)}</Table.Td>
      <Table.Td>
        <InvoiceStatusBadge status={invoice.status} />
      </Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {money(invoice.total_minor, invoice.currency)}
      </Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {money(invoice.balance_minor, invoice.currency)}
      </Table.Td>
      <Table.Td>
        <InvoiceRowActions invoice={invoice} />
      </Table.Td>
    </Table.Tr>
  );
}

function InvoicesTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useLingui();
  return (
    // A phone scrolls the table sideways rather than squeezing its amounts.
    <Table.ScrollContainer minWidth={820}>
      <Table data-testid="client-invoices" verticalSpacing="xs" aria-label={t`Invoices`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Number</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Issued</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Due</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>To pay</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Plan & billing's invoices: what the agency has sent the business, newest first, a page at a
 * time; each opens its details, downloads its PDF, and is paid online while open.
 */
export function ClientInvoicesCard({ organisationId }: { organisationId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const invoices = useQuery(organisationInvoicesQuery(organisationId, page));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Invoices</Trans>
        </Title>
        {invoices.error ? (
          <RetryAlert message={problemOf(invoices.error, CLIENT_INVOICE_FAILURES.list)} onRetry={() => void invoices.refetch()} />
        ) : !invoices.data ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`} data-testid="client-invoices-loading">
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : invoices.data.count === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No invoices yet.</Trans>
          </Text>
        ) : (
          <>
            <InvoicesTable invoices={invoices.data.results} />
            {invoices.data.num_pages > 1 && (
              <Group justify="flex-end">
                <LabelledPagination total={invoices.data.num_pages} value={invoices.data.current_page} onChange={setPage} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
