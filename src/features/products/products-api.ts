import { callApi, uploadApi, type UploadProgress } from '@/api/client';
import { shopEndpoints, type ProductChanges, type ProductFields, type ProductListQuery } from '@/api/contract/shop';

const E = shopEndpoints;

/** The staff's calls on the shop's catalogue, one per endpoint. */
export const productsApi = {
  list: (query: ProductListQuery) => callApi(E.products, { query }),
  get: (id: number) => callApi(E.product, { params: { id } }),
  create: (body: ProductFields) => callApi(E.createProduct, { body }),
  update: (id: number, body: ProductChanges) => callApi(E.updateProduct, { params: { id }, body }),
  remove: (id: number) => callApi(E.deleteProduct, { params: { id } }),
  addImages: (id: number, images: File[], onProgress: UploadProgress) =>
    uploadApi(E.addProductImages, { params: { id }, body: { images } }, onProgress),
  removeImage: (id: number, image: number) => callApi(E.deleteProductImage, { params: { id, image } }),
  sales: (id: number, page: number, pageSize: number) => callApi(E.productSales, { params: { id }, query: { page, page_size: pageSize } }),
};
