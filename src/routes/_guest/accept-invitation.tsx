import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '@/features/account';
import { optionalText } from '@/ui/search-params';

/** The link an invitation e-mail carries: its token is the only proof of who follows it. */
export const Route = createFileRoute('/_guest/accept-invitation')({
  validateSearch: (query: Record<string, unknown>) => optionalText(query, 'token', 256),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationPage token={token} />;
}
