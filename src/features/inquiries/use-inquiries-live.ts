import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { inquiryKeys } from './inquiries-queries';

/**
 * The list follows new messages from the contact form: each one notifies everyone who reads this
 * page, and so reaches them as a notification event (inquiries have no live kind of their own).
 */
export function useInquiriesLive(): void {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
  useLiveEvent((event) => event.kind === 'notification', readAgain);
  useLiveReload(() => void queryClient.invalidateQueries({ queryKey: inquiryKeys.all }));
}
