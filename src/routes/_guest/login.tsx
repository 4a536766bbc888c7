import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth';
import { optionalText } from '@/ui/search-params';

export const Route = createFileRoute('/_guest/login')({
  // Where to go once signed in.
  validateSearch: (query: Record<string, unknown>) => optionalText(query, 'from', 2000),
  component: LoginPage,
});
