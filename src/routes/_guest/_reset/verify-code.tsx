import { createFileRoute } from '@tanstack/react-router';
import { VerifyCodePage } from '@/features/account';
import { optionalText } from '@/ui/search-params';

export const Route = createFileRoute('/_guest/_reset/verify-code')({
  // The e-mail the code went to; without it, the flow starts from the e-mail step.
  validateSearch: (query: Record<string, unknown>) => optionalText(query, 'email', 254),
  component: VerifyCodePage,
});
