import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor, upload } from '@server/src/http/endpoints';
import { badRequest, notFound } from '@server/src/http/http-errors';
import { addImages, checkImages, removeImage } from './image-writes';
import { productList } from './product-list';
import { isPreviewOf, productImagePlace, removeImageFiles, sendProductImage } from './product-images';
import { productAdmin, productRow } from './product-rows';
import { productSales } from './product-sales';
import { imageOfProduct, readCatalogue, readPublicProduct } from './public-reads';
import { createProduct, deleteProduct, updateProduct } from './write-products';

/** The catalogue: public reads, pictures, and the staff's products and sales. */
export function catalogueHandlers(app: FastifyInstance) {
  // Signs the addresses of pictures staff see, so a draft's show in the dashboard (for an hour or so).
  const signer = () => ({ secret: app.config.jwtSecret, now: app.clock() });
  const warnFileKept = (error: unknown, key: string) => app.log.warn({ err: error, key }, 'product picture file not removed');

  return handlersFor(shopEndpoints, {
    catalogue: async ({ db, query }) => ({ products: await readCatalogue(db, query) }),
    publicProduct: async ({ db, params, query }) => {
      const product = await readPublicProduct(db, params.id, query.lang);
      if (!product) throw notFound();
      return product;
    },
    productImage: async ({ db, params, query, reply }) => {
      const found = await imageOfProduct(db, params.id, params.image);
      // Not on sale: staff's signed address only; to anyone else, as if it did not exist.
      if (!found || !(found.onSale || isPreviewOf(signer(), found.image.id, query.preview))) throw notFound();
      return sendProductImage(reply, app.storage, found.image, { shared: found.onSale });
    },

    products: ({ db, query }) => productList(db, query, signer()),
    product: async ({ db, params }) => productAdmin(db, await productRow(db, params.id), signer()),
    createProduct: async ({ db, body }) => productAdmin(db, await createProduct(db, body, app.clock()), signer()),
    updateProduct: async ({ db, params, body }) =>
      productAdmin(db, await updateProduct(db, await productRow(db, params.id), body, app.clock()), signer()),
    deleteProduct: async ({ db, params }) => {
      const images = await deleteProduct(db, await productRow(db, params.id));
      // The rows are gone, so the files are unreachable.
      await removeImageFiles(app.storage, images, warnFileKept);
      return { detail: 'Product deleted.' };
    },
    addProductImages: upload<typeof shopEndpoints.addProductImages, number>({
      // Refused before a byte of the pictures is read: a body that is no form (as a JSON body
      // meets its schema before its row is looked for), then an unknown product.
      authorize: async ({ db, params, request }) => {
        if (!request.isMultipart()) throw badRequest('Send the pictures as multipart/form-data.');
        return (await productRow(db, params.id)).id;
      },
      place: (_file, productId) => productImagePlace(productId),
      handler: async ({ db, body, files }, productId) => {
        const images = await checkImages(files.images ?? []);
        await addImages(db, productId, images, { en: body.alt_en ?? '', es: body.alt_es ?? '' }, app.clock());
        return productAdmin(db, await productRow(db, productId), signer());
      },
    }),
    deleteProductImage: async ({ db, params }) => {
      const product = await productRow(db, params.id);
      const image = await removeImage(db, product.id, params.image, app.clock());
      await removeImageFiles(app.storage, [image], warnFileKept);
      return productAdmin(db, await productRow(db, product.id), signer());
    },
    productSales: async ({ db, params, query }) => productSales(db, (await productRow(db, params.id)).id, query),
  });
}
