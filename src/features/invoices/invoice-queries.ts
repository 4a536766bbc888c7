import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InvoiceListQuery } from '@/api/contract/invoices';
import { invoiceLanguage, invoicesApi } from './invoices-api';

/** The invoices' reads as the cache knows them; a change invalidates `invoiceKeys.all`. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => ['invoices', 'list', query] as const,
  organisation: (org: number) => ['invoices', 'organisation', org] as const,
  invoice: (id: number) => ['invoices', 'invoice', id] as const,
  billable: (org: number, project?: number) => ['invoices', 'billable', org, project ?? null] as const,
  usage: (org: number, month: string) => ['invoices', 'usage', org, month] as const,
};

export const invoiceListQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...invoiceKeys.list(query), invoiceLanguage()],
    queryFn: () => invoicesApi.list(query),
    placeholderData: keepPreviousData,
  });

export const ORGANISATION_INVOICES_PAGE_SIZE = 10;

export const organisationInvoicesQuery = (org: number, page: number) =>
  queryOptions({
    queryKey: [...invoiceKeys.organisation(org), page, invoiceLanguage()],
    queryFn: () => invoicesApi.ofOrganisation(org, page, ORGANISATION_INVOICES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: [...invoiceKeys.invoice(id), invoiceLanguage()], queryFn: () => invoicesApi.invoice(id) });

export const billableQuery = (org: number, project?: number) =>
  queryOptions({ queryKey: [...invoiceKeys.billable(org, project), invoiceLanguage()], queryFn: () => invoicesApi.billable(org, project) });

export const usageQuery = (org: number, month: string) =>
  queryOptions({ queryKey: [...invoiceKeys.usage(org, month), invoiceLanguage()], queryFn: () => invoicesApi.usage(org, month) });
