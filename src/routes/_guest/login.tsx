import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: z.object({ from: z.string().optional() }),
  component: LoginPage,
});
