import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/api/contract/invoices-values';
import { parseDashboardSearch, type DashboardSearch } from './period';

/** A money dashboard's address: the period, and the currency its figures are in (the most invoiced one when absent). */
export interface FinanceSearch extends DashboardSearch {
  currency?: InvoiceCurrency;
}

/** The address's period and currency; a value that is not one is left out, never an error page. */
export function parseFinanceSearch(search: Record<string, unknown>): FinanceSearch {
  const currency = INVOICE_CURRENCIES.find((known) => known === search.currency);
  return { ...parseDashboardSearch(search), ...(currency && { currency }) };
}
