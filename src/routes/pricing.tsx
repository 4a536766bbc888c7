import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { loadAsDocument } from '@/layout/public-site-route';

// A page of the public site, which the server draws (server/src/site).
export const Route = createFileRoute('/pricing')({
  staticData: {
    menu: [{ section: 'profiles', group: 'pages', label: msg`Pricing`, order: 40, visibleTo: ACCESS.staff }],
  },
  beforeLoad: ({ location }) => loadAsDocument(location.href),
});
