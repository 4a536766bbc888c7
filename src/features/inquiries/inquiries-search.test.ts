import { describe, expect, it } from 'vitest';
import { inquiryListQueryOf, parseInquirySearch } from './inquiries-search';

describe('the inquiries page’s address', () => {
  it('keeps the tab, the search, the page and the open inquiry', () => {
    const search = parseInquirySearch({ status: 'spam', search: ' soto ', page: '3', inquiry: '12' });
    expect(search).toEqual({ status: 'spam', search: 'soto', page: 3, inquiry: 12 });
    expect(inquiryListQueryOf(search)).toEqual({ status: 'spam', search: 'soto', page: 3, page_size: 20 });
  });

  it('leaves out what the page does not offer, rather than failing', () => {
    expect(parseInquirySearch({ status: 'archived', search: '', page: '1', inquiry: 'abc' })).toEqual({});
    expect(parseInquirySearch({ page: '-2', inquiry: '0' })).toEqual({});
  });
});
