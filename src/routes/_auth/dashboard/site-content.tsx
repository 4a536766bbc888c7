import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconFileText } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import {
  faqQuery,
  officesQuery,
  parseSiteContentSearch,
  SiteContentPage,
  testimonialsQuery,
  type SiteContentTab,
} from '@/features/site-content';

/** Each tab's list, asked for beside the page's code. */
const TAB_READS: Record<SiteContentTab, () => Promise<void>> = {
  faq: () => queryClient.prefetchQuery(faqQuery),
  testimonials: () => queryClient.prefetchQuery(testimonialsQuery),
  offices: () => queryClient.prefetchQuery(officesQuery),
};

/** The public site's texts: the FAQ, the testimonials, the offices; `?tab=` names the tab. */
export const Route = createFileRoute('/_auth/dashboard/site-content')({
  staticData: {
    access: ACCESS.siteContent,
    menu: [{ section: 'management', group: 'public-site', label: msg`Site content`, icon: IconFileText, order: 30 }],
  },
  validateSearch: parseSiteContentSearch,
  loaderDeps: ({ search }): { tab: SiteContentTab } => ({ tab: search.tab ?? 'faq' }),
  // Not waited for: the page shows its frame while the open tab's list comes.
  loader: ({ deps }) => void TAB_READS[deps.tab](),
  component: function SiteContentRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return (
      <SiteContentPage
        tab={search.tab ?? 'faq'}
        onTab={(tab) => void navigate({ to: '.', search: tab === 'faq' ? {} : { tab }, replace: true })}
      />
    );
  },
});
