export { InvoiceListPage } from './list/InvoiceListPage';
export { invoiceListQueryOf, parseInvoiceSearch, type InvoiceSearch } from './list/invoice-search';
export { InvoiceDetailsPage } from './details/InvoiceDetailsPage';
export { InvoiceEditorPage } from './editor/InvoiceEditorPage';
export { parseEditorSearch, type EditorSearch } from './editor/editor-search';
export { ClientInvoicesCard } from './client/ClientInvoicesCard';
export { invoiceListQuery, invoiceQuery } from './invoice-queries';
export { FinancePage, parseFinanceSearch, type FinanceSearch } from './dashboard/FinancePage';
export { financeCurrenciesQuery } from './dashboard/finance-analytics-queries';
