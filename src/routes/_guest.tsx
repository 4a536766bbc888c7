import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '@/features/auth';

/** Guest-only pages: a signed-in visitor is sent on to the dashboard. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
  component: Outlet,
});
