import { useQueryClient } from '@tanstack/react-query';
import type { FaqAdmin } from '@/api/contract/site-content';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { siteContentApi } from './site-content-api';
import { siteContentKeys } from './site-content-queries';
import { showToast } from '@/ui/toast';
import { entryOrderOf, moveCategory, moveEntry } from './faq-order';

/**
 * The FAQ's moves: each shows at once, then is saved as the whole order; the server's answer is
 * the FAQ as it now is. A refused move (someone changed the FAQ meanwhile) is said, and the FAQ
 * read again.
 */
export function useFaqMoves() {
  const queryClient = useQueryClient();
  const key = siteContentKeys.faq;

  const save = async (next: FaqAdmin, send: () => Promise<FaqAdmin>) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    try {
      queryClient.setQueryData(key, await send());
      return true;
    } catch (error) {
      showToast({ color: 'red', message: failureMessage(error, SITE_CONTENT_FAILURES.move) });
      void queryClient.invalidateQueries({ queryKey: key });
      return false;
    }
  };

  return {
    /** Moves an answer to `index` in `categoryId`; whether it was saved. */
    moveEntry(entryId: number, categoryId: number, index: number) {
      const current = queryClient.getQueryData<FaqAdmin>(key);
      if (!current) return Promise.resolve(false);
      const next = moveEntry(current, entryId, categoryId, index);
      return next === current ? Promise.resolve(false) : save(next, () => siteContentApi.reorderFaqEntries(entryOrderOf(next)));
    },
    /** Moves a category to `index` among the categories; whether it was saved. */
    moveCategory(categoryId: number, index: number) {
      const current = queryClient.getQueryData<FaqAdmin>(key);
      if (!current) return Promise.resolve(false);
      const next = moveCategory(current, categoryId, index);
      const ids = next.categories.map((category) => category.id);
      return next === current ? Promise.resolve(false) : save(next, () => siteContentApi.reorderFaqCategories(ids));
    },
  };
}
