import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyCodePage } from '@/features/account';

export const Route = createFileRoute('/_guest/_reset/verify-code')({
  // The e-mail the code went to; without it, the flow starts from the e-mail step.
  validateSearch: z.object({ email: z.string().max(254).optional() }),
  component: VerifyCodePage,
});
