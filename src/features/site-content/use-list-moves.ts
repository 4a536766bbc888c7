import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { showToast } from '@/ui/toast';

/**
 * Moving a row of a list staff keep in order (the testimonials, the offices): the list shows the
 * move at once and saves its whole new order; the server's answer is the list as it now is. A
 * refused move is said, and the list read again.
 */
export function useListMoves<T extends { id: number }>(key: QueryKey, reorder: (ids: number[]) => Promise<T[]>) {
  const queryClient = useQueryClient();
  return async (id: number, index: number) => {
    const current = queryClient.getQueryData<T[]>(key);
    const from = current?.findIndex((row) => row.id === id) ?? -1;
    if (!current || from < 0 || index < 0 || index >= current.length || index === from) return;
    const next = current.filter((row) => row.id !== id);
    next.splice(index, 0, current[from]!);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    try {
      queryClient.setQueryData(key, await reorder(next.map((row) => row.id)));
    } catch (error) {
      showToast({ color: 'red', message: failureMessage(error, SITE_CONTENT_FAILURES.move) });
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
