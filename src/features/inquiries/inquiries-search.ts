import { INQUIRY_STATUSES, type InquiryStatus } from '@/api/contract/site-values';
import type { InquiryListQuery } from '@/api/contract/inquiries';
import { positiveInt, searchText } from '@/ui/search-params';

/** The inquiries page's address: the status tab, the search, the page, and the inquiry open. */
export interface InquirySearch {
  status?: InquiryStatus;
  search?: string;
  page?: number;
  /** The inquiry whose thread is open. */
  inquiry?: number;
}

/** Reads the address leniently: a value the page does not offer is left out, never an error page. */
export function parseInquirySearch(query: Record<string, unknown>): InquirySearch {
  const status = INQUIRY_STATUSES.find((known) => known === query.status);
  const search = searchText(query.search);
  const page = positiveInt(query.page);
  const inquiry = positiveInt(query.inquiry);
  return {
    ...(status && { status }),
    ...(search && { search }),
    ...(page && page > 1 && { page }),
    ...(inquiry && { inquiry }),
  };
}

export const INQUIRIES_PAGE_SIZE = 20;

/** The list call's query for the address. */
export const inquiryListQueryOf = (search: InquirySearch): InquiryListQuery => ({
  status: search.status,
  search: search.search,
  page: search.page ?? 1,
  page_size: INQUIRIES_PAGE_SIZE,
});
