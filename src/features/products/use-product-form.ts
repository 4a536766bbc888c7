import { useForm } from '@mantine/form';
import { checkProduct } from './product-checks';
import type { ProductValues } from './product-form';

/** The form over a product's values, checked with the rules the server checks them with. */
export function useProductForm(initialValues: ProductValues) {
  return useForm<ProductValues>({ mode: 'controlled', initialValues, validate: checkProduct });
}
export type ProductFormApi = ReturnType<typeof useProductForm>;
