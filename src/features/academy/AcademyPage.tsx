import { ACCESS } from '@/api/contract/roles';
import { useAuth } from '@/features/auth';
import type { DashboardPageProps } from '@/ui/dashboard';
import { EditorAcademy } from './EditorAcademy';
import { LearnerAcademy } from './LearnerAcademy';

/** The academy: its editors run it; a client person learns from it. */
export function AcademyPage(props: DashboardPageProps) {
  const role = useAuth((snapshot) => snapshot.context.user?.role);
  return role && ACCESS.academyEditors.includes(role) ? <EditorAcademy {...props} /> : <LearnerAcademy />;
}
