import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/layout/NotFoundPage';

// A public page, not in the menu until it is built; meanwhile its address shows the not-found page.
export const Route = createFileRoute('/support')({
  component: NotFoundPage,
});
