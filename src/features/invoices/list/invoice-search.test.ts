import { describe, expect, it } from 'vitest';
import { invoiceListQueryOf, parseInvoiceSearch } from './invoice-search';

describe('the invoice list’s address', () => {
  it('keeps what the page offers and leaves out defaults and unknown values', () => {
    expect(
      parseInvoiceSearch({
        status: 'overdue',
        q: ' okafor ',
        organisation: '5',
        from: '2026-11-01',
        to: '2026-11-30',
        sort: 'total',
        page: 3,
      }),
    ).toEqual({ status: 'overdue', q: 'okafor', organisation: 5, from: '2026-11-01', to: '2026-11-30', sort: 'total', page: 3 });
    expect(parseInvoiceSearch({ status: 'lost', organisation: 'x', from: 'yesterday', sort: '-issue_date', page: 1, q: '  ' })).toEqual({});
  });

  it('asks the list for the address, its defaults filled in', () => {
    expect(invoiceListQueryOf({ status: 'paid' })).toEqual({
      status: 'paid',
      q: undefined,
      organisation: undefined,
      from: undefined,
      to: undefined,
      sort: '-issue_date',
      page: 1,
      page_size: 25,
    });
  });
});
