import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconAddressBook } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { queryClient } from '@/api/query-client';
import { contactListQuery, contactListQueryOf, ContactsPage, parseContactsSearch, type ContactsSearch } from '@/features/contacts';

/** The contacts table: staff see every business's and the agency's own, a client person their businesses'. */
export const Route = createFileRoute('/_auth/dashboard/data-table-1')({
  staticData: {
    access: ACCESS.contacts,
    menu: [
      { section: 'user-contact', label: msg`Contacts`, icon: IconAddressBook, order: 20, visibleTo: ACCESS.crm },
      { section: 'lato-ai', group: 'lato-ai', label: msg`Contacts`, icon: IconAddressBook, order: 15, visibleTo: ACCESS.latoAi },
    ],
  },
  validateSearch: (search: Record<string, unknown>): ContactsSearch => parseContactsSearch(search),
  loaderDeps: ({ search }) => search,
  // Asked for beside the page's code and not waited for: the page shows its frame while it comes.
  loader: ({ deps }) => void queryClient.prefetchQuery(contactListQuery(contactListQueryOf(deps))),
  component: function ContactsRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <ContactsPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  },
});
