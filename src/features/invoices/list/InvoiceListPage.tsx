import type { InvoiceSearch } from './invoice-search';

export function InvoiceListPage(_props: { search: InvoiceSearch; onSearchChange(next: InvoiceSearch): void }) {
  return null;
}
