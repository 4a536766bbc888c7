import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { UsersArea } from '@/features/users';

/** The users pages share one list; the role guard's default set only, for every page under here. */
export const Route = createFileRoute('/_auth/dashboard/_users')({
  staticData: { access: ACCESS.users },
  component: UsersArea,
});
