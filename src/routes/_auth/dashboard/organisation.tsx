import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconBuildingStore } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { BusinessPage } from '@/features/organisations';
import { positiveInt } from '@/ui/search-params';

/** A client person's business: its people and settings; `?org=` names which of theirs. */
export const Route = createFileRoute('/_auth/dashboard/organisation')({
  staticData: {
    access: ACCESS.latoAi,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Business`, icon: IconBuildingStore, order: 30 }],
  },
  validateSearch: (search: Record<string, unknown>): { org?: number } => {
    const org = positiveInt(search.org);
    return org === undefined ? {} : { org };
  },
  component: BusinessPage,
});
