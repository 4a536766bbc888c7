import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { requireRole } from '@/features/auth';
import { UsersArea } from '@/features/users';

/** The users pages: the role guard's default set only (one role table, ACCESS.users). */
export const Route = createFileRoute('/_auth/dashboard/_users')({
  beforeLoad: requireRole(ACCESS.users),
  component: UsersArea,
});
