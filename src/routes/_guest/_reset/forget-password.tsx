import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/account';

export const Route = createFileRoute('/_guest/_reset/forget-password')({
  component: ForgotPasswordPage,
});
