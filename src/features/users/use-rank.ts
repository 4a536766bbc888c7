import { mayGrant, mayManage, outranks, ROLES, type Role } from '@/api/contract/roles';
import { useAuth } from '@/features/auth';

/** What the signed-in manager may do to people by rank: whom they may change, which roles they may give. */
export function useRank() {
  const role = useAuth((s) => s.context.user?.role);
  return {
    mayChange: (target: Role | null) => mayManage(role, target),
    /** Whether they may deactivate this person or change their role. */
    outranks: (target: Role | null) => outranks(role, target),
    grantable: ROLES.filter((r) => mayGrant(role, r)),
  };
}
