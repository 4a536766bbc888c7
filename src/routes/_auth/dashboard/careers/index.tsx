import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBriefcase } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { PositionsPage, positionListQuery } from '@/features/careers';

/** The open positions of the careers pages, and the drafts and closed ones, for the staff who hire. */
export const Route = createFileRoute('/_auth/dashboard/careers/')({
  staticData: {
    access: ACCESS.careers,
    menu: [
      {
        section: 'management',
        group: 'public-site',
        label: msg`Positions`,
        icon: IconBriefcase,
        order: 20,
        // A position's own pages are under Careers too.
        activeUnder: ['/dashboard/careers/positions/'],
      },
    ],
  },
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: () => void queryClient.prefetchQuery(positionListQuery),
  component: PositionsPage,
});
