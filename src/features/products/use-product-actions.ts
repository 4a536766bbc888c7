import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ProductAdmin, ProductStatus } from '@/api/contract/shop';
import { showToast } from '@/ui/toast';
import { productsApi } from './products-api';
import { productKeys } from './products-queries';
import { PRODUCT_FAILURES } from './failure';
import { refusalOf, wasOrdered } from './product-refusal';
import type { DeleteRefusal } from '@/ui/ConfirmDeleteDialog';
import { useProductName } from './product-name';

/**
 * What a product's page does to it besides editing it: publish, archive or take it back to draft,
 * and delete it. Each answers null once done (and said so), else why it failed.
 */
export function useProductActions() {
  const { t } = useLingui();
  const nameOf = useProductName();
  const queryClient = useQueryClient();

  const done: Record<ProductStatus, (name: string) => string> = {
    published: (name) => t`Published ${name}: it is for sale in the shop.`,
    archived: (name) => t`Archived ${name}: it is no longer sold.`,
    draft: (name) => t`${name} is a draft again: it is not in the shop.`,
  };

  const kept = (saved: ProductAdmin) => {
    queryClient.setQueryData(productKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: productKeys.lists });
  };

  return {
    async setStatus(product: ProductAdmin, status: ProductStatus): Promise<string | null> {
      try {
        const saved = await productsApi.update(product.id, { status });
        kept(saved);
        showToast({ color: 'teal', message: done[status](nameOf(saved)) });
        return null;
      } catch (error) {
        return refusalOf(error, PRODUCT_FAILURES.status);
      }
    },
    /** Deletes a product never ordered; one that was is refused, and archiving it is offered instead. */
    async remove(product: ProductAdmin): Promise<DeleteRefusal | null> {
      try {
        await productsApi.remove(product.id);
        queryClient.removeQueries({ queryKey: productKeys.detail(product.id) });
        void queryClient.invalidateQueries({ queryKey: productKeys.lists });
        const name = nameOf(product);
        showToast({ color: 'teal', message: t`Deleted ${name}.` });
        return null;
      } catch (error) {
        return { message: refusalOf(error, PRODUCT_FAILURES.delete), offerInstead: wasOrdered(error) };
      }
    },
    kept,
  };
}
