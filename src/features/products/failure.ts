import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Each call's own failure message, said when the server gives no usable detail. */
export const PRODUCT_FAILURES = {
  list: msg`Could not load the products.`,
  load: msg`Could not load this product.`,
  save: msg`Could not save the product.`,
  status: msg`Could not change the product's status.`,
  delete: msg`Could not delete the product.`,
  upload: msg`Could not add the pictures.`,
  deleteImage: msg`Could not delete the picture.`,
  sales: msg`Could not load the sales.`,
} satisfies Record<string, MessageDescriptor>;
