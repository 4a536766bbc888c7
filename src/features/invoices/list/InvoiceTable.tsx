import { Anchor, Card, Checkbox, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceSort, InvoiceSummary } from '@/api/contract/invoices';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFormat } from '@/ui/format';
import { invoiceHref } from './links';
import { InvoiceSortHeader } from './InvoiceSortHeader';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/**
 * A page of invoices: a box to select each (for the bulk actions), the number to its page, the
 * client and project, dates, status, total and what is left to pay; sorted by its headers. On a
 * narrow screen the table scrolls inside its own box.
 */
export function InvoiceTable({
  invoices,
  sort,
  onSort,
  selected,
  onSelect,
}: {
  invoices: InvoiceSummary[];
  sort: InvoiceSort;
  onSort(sort: InvoiceSort): void;
  selected: ReadonlySet<number>;
  onSelect(ids: number[]): void;
}) {
  const { t } = useLingui();
  const { money, day } = useFormat();
  const header = { sort, onSort };
  const selectLabel = (number: string) => t`Select ${number}`;
  const allSelected = invoices.length > 0 && invoices.every((invoice) => selected.has(invoice.id));
  const someSelected = !allSelected && invoices.some((invoice) => selected.has(invoice.id));
  const toggle = (id: number) => onSelect(selected.has(id) ? [...selected].filter((other) => other !== id) : [...selected, id]);
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={1080} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="invoices-table" aria-label={t`Invoices`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t`Select every invoice on this page`}
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={() => onSelect(allSelected ? [] : invoices.map((invoice) => invoice.id))}
                />
              </Table.Th>
              <InvoiceSortHeader column="number" {...header}>{t`Number`}</InvoiceSortHeader>
              <Table.Th>
                <Trans>Client</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Project</Trans>
              </Table.Th>
              <InvoiceSortHeader column="issue_date" {...header}>{t`Issued`}</InvoiceSortHeader>
              <InvoiceSortHeader column="due_date" {...header}>{t`Due`}</InvoiceSortHeader>
              <Table.Th>
                <Trans>Status</Trans>
              </Table.Th>
              <InvoiceSortHeader column="total" end {...header}>{t`Total`}</InvoiceSortHeader>
              <Table.Th ta="end">
                <Trans>Balance</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id} bg={selected.has(invoice.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={selectLabel(invoice.number)}
                    checked={selected.has(invoice.id)}
                    onChange={() => toggle(invoice.id)}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={RouterAnchor} href={invoiceHref(invoice.id)} fw={600} size="sm">
                    <bdi>{invoice.number}</bdi>
                  </Anchor>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" truncate>
                    <bdi>{invoice.organisation.name}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" c={invoice.project ? undefined : 'dimmed'} truncate>
                    {invoice.project ? <bdi>{invoice.project.name}</bdi> : '—'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{day(invoice.issue_date)}</bdi>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{day(invoice.due_date)}</bdi>
                </Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{money(invoice.total_minor, invoice.currency)}</bdi>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{money(invoice.balance_minor, invoice.currency)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
