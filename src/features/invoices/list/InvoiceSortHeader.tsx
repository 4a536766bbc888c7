import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { InvoiceSort } from '@/api/contract/invoices';

/** A sortable column's key: `issue_date` sorts by `issue_date` and `-issue_date`. */
export type InvoiceSortColumn = 'issue_date' | 'due_date' | 'total' | 'number';

/**
 * A header that sorts by its column: first the largest (newest, highest) first, then the other
 * way, and back. The table says which order it shows (aria-sort).
 */
export function InvoiceSortHeader({
  column,
  sort,
  onSort,
  end = false,
  children,
}: {
  column: InvoiceSortColumn;
  sort: InvoiceSort;
  onSort(sort: InvoiceSort): void;
  end?: boolean;
  children: ReactNode;
}) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const next: InvoiceSort = direction === 'descending' ? column : `-${column}`;
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction} ta={end ? 'end' : undefined}>
      <UnstyledButton onClick={() => onSort(next)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : undefined}>
          {children}
          <Icon size={14} aria-hidden opacity={direction === 'none' ? 0.4 : 1} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
