import { ACCESS, isAllowed } from '@/api/contract/roles';
import { useAuth } from '@/features/auth';

/** Whether the signed-in person creates and edits projects (every staff role but DEV). */
export function useManagesProjects(): boolean {
  const role = useAuth((s) => s.context.user?.role);
  return isAllowed(role, ACCESS.projectManagers);
}
