import { createFileRoute } from '@tanstack/react-router';
import { loadAsDocument } from '@/layout/public-site-route';

// A page of the public site, which the server draws (server/src/site).
export const Route = createFileRoute('/career/$slug')({
  beforeLoad: ({ location }) => loadAsDocument(location.href),
});
