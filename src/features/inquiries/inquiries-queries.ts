import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InquiryListQuery } from '@/api/contract/inquiries';
import { inquiriesApi } from './inquiries-api';

/** The inquiries' reads, as the cache knows them; a change invalidates them by these keys. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: ['inquiries', 'list'] as const,
  list: (query: InquiryListQuery) => ['inquiries', 'list', query] as const,
  detail: (id: number) => ['inquiries', 'detail', id] as const,
};

/** One page of a status tab; the last page stays shown while the next loads. */
export const inquiryListQuery = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(query),
    queryFn: () => inquiriesApi.list(query),
    placeholderData: keepPreviousData,
    // Visitors write at any time: read afresh on each visit.
    staleTime: 0,
  });

export const inquiryQuery = (id: number) => queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: () => inquiriesApi.get(id) });
