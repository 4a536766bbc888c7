import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { loadAsDocument } from '@/layout/public-site-route';

// A page of the public site, which the server draws (server/src/site).
export const Route = createFileRoute('/products/')({
  staticData: {
    menu: [{ section: 'profiles', group: 'pages', label: msg`Shop`, order: 35, visibleTo: ACCESS.staff }],
  },
  beforeLoad: ({ location }) => loadAsDocument(location.href),
});
