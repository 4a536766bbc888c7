import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetArea } from '@/features/account';

/** The forgot-password and verify-code pages: one flow across both. */
export const Route = createFileRoute('/_guest/_reset')({
  component: PasswordResetArea,
});
