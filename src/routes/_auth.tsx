import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth';

/** Everything under here needs a session; a guest is sent to /login with `from` kept. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: requireAuth,
  component: Outlet,
});
