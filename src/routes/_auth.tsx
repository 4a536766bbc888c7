import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAccess, requireAuth } from '@/features/auth';

/**
 * Everything under here needs a session (a guest is sent to /login with `from` kept), and a role
 * that every route on the way to the page admits (their `staticData.access`).
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async (options) => {
    await requireAuth(options);
    await requireAccess(options);
  },
  component: Outlet,
});
