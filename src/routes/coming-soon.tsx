import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/layout/standalone-pages';

export const Route = createFileRoute('/coming-soon')({
  component: ComingSoonPage,
});
