import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth';

export const Route = createFileRoute('/_guest/login')({
  // Where to go once signed in; anything else in the address is dropped.
  validateSearch: (search: Record<string, unknown>): { from?: string } => (typeof search.from === 'string' ? { from: search.from } : {}),
  component: LoginPage,
});
