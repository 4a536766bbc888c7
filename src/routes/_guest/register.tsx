import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account';

export const Route = createFileRoute('/_guest/register')({
  component: RegisterPage,
});
