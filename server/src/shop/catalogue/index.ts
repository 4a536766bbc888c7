/** What the rest of the shop (the cart, the checkout, the public pages) reads of the catalogue. */
export { forSale, publishedProduct, readCatalogue, readPublicProduct } from './public-reads';
export { imagesOf, productImageUrl, toProductImage } from './product-images';
export { limitsOf, type ProductRow } from './product-rows';
