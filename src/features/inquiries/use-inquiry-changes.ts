import { useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail, SettableInquiryStatus } from '@/api/contract/inquiries';
import { inquiriesApi } from './inquiries-api';
import { inquiryKeys } from './inquiries-queries';

/** The staff's changes to one inquiry: each keeps the thread the server answers and reads the lists again (their counts moved). */
export function useInquiryChanges(id: number) {
  const queryClient = useQueryClient();
  const listsMoved = () => void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
  const settle = (detail: InquiryDetail) => {
    queryClient.setQueryData(inquiryKeys.detail(id), detail);
    listsMoved();
  };
  return {
    answer: async (body: string) => settle(await inquiriesApi.answer(id, body)),
    setStatus: async (status: SettableInquiryStatus) => settle(await inquiriesApi.setStatus(id, status)),
    remove: async () => {
      await inquiriesApi.remove(id);
      queryClient.removeQueries({ queryKey: inquiryKeys.detail(id) });
      listsMoved();
    },
  };
}

export type InquiryChanges = ReturnType<typeof useInquiryChanges>;
