import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '@/features/organisations';
import { optionalText } from '@/ui/search-params';

/**
 * The link an invitation to join a client business carries: its token is the only proof of who
 * follows it. Public, not guest-only: someone signed in (an existing client) opens it too.
 */
export const Route = createFileRoute('/join')({
  validateSearch: (query: Record<string, unknown>) => optionalText(query, 'token', 256),
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useSearch();
  return <JoinPage token={token} />;
}
