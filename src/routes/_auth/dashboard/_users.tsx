import { createFileRoute, retainSearchParams, useNavigate } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { parseUsersSearch, USERS_SEARCH_KEYS, UsersArea, wholeSearch, type UsersSearch } from '@/features/users';

/**
 * The users pages share one list, whose filters live in the address and are carried between the
 * list, the cards and the forms; the role guard's default set only, for every page under here.
 */
export const Route = createFileRoute('/_auth/dashboard/_users')({
  staticData: { access: ACCESS.users },
  validateSearch: (search: Record<string, unknown>): UsersSearch => parseUsersSearch(search),
  search: { middlewares: [retainSearchParams(USERS_SEARCH_KEYS)] },
  component: function UsersRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <UsersArea search={search} onSearchChange={(next) => void navigate({ to: '.', search: wholeSearch(next), replace: true })} />;
  },
});
