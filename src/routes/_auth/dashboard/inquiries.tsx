import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconInbox } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { InquiriesPage, inquiryListQuery, inquiryListQueryOf, parseInquirySearch, type InquirySearch } from '@/features/inquiries';

/** The contact form's inquiries, for the staff who answer them. */
export const Route = createFileRoute('/_auth/dashboard/inquiries')({
  staticData: {
    access: ACCESS.inquiries,
    menu: [{ section: 'management', group: 'public-site', label: msg`Inquiries`, icon: IconInbox, order: 10 }],
  },
  validateSearch: (search: Record<string, unknown>): InquirySearch => parseInquirySearch(search),
  loaderDeps: ({ search }) => ({ ...search, inquiry: undefined }),
  // The list is asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(inquiryListQuery(inquiryListQueryOf(deps))),
  component: function InquiriesRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    // Opening or closing a thread is a step Back undoes; a new tab, search or page replaces the address.
    return (
      <InquiriesPage
        search={search}
        onSearchChange={(next) => void navigate({ to: '.', search: next, replace: next.inquiry === search.inquiry })}
      />
    );
  },
});
