import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ACCESS } from '@/api/contract/roles';
import { NotFoundPage } from '@/layout/NotFoundPage';

// A public page, offered in the staff menu; until it is built it shows the not-found page.
export const Route = createFileRoute('/faqs')({
  staticData: {
    menu: [{ section: 'profiles', group: 'pages', label: msg`FAQs`, order: 80, visibleTo: ACCESS.staff }],
  },
  component: NotFoundPage,
});
