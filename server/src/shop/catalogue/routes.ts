import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';

const todo = () => {
  throw notFound();
};

/** The catalogue: public reads, pictures, and the staff's products and sales. */
export function catalogueHandlers(_app: FastifyInstance) {
  return handlersFor(shopEndpoints, {
    catalogue: todo,
    publicProduct: todo,
    productImage: todo,
    products: todo,
    product: todo,
    createProduct: todo,
    updateProduct: todo,
    deleteProduct: todo,
    addProductImages: upload({ place: () => ({ kind: 'private' }) as never, handler: todo }),
    deleteProductImage: todo,
    productSales: todo,
  });
}
