import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The list's own address, `/dashboard/projects`, a person may type or keep: it opens the cards
 * view, where the menu's "Projects" goes, with the same search. Without it the address drew the
 * list's frame and no view.
 */
export const Route = createFileRoute('/_auth/dashboard/projects/_list/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/dashboard/projects/version-1', search, replace: true });
  },
});
