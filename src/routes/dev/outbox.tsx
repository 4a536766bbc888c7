import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '@/features/dev-outbox';

// Deliberately public: whoever forgot a password is not signed in. The API answers it only on the
// server's own machine and never in production (server/src/mail/routes.ts).
export const Route = createFileRoute('/dev/outbox')({
  component: OutboxPage,
});
