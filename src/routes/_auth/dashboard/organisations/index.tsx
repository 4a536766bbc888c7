import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { OrganisationListPage } from '@/features/organisations';

/** Every client business, for the agency's managers. */
export const Route = createFileRoute('/_auth/dashboard/organisations/')({
  staticData: {
    access: ACCESS.organisations,
    menu: [
      {
        section: 'management',
        label: msg`Client businesses`,
        icon: IconBuildingSkyscraper,
        order: 15,
        // Each business's page is under Client businesses too.
        activeUnder: ['/dashboard/organisations/'],
      },
    ],
  },
  component: OrganisationListPage,
});
