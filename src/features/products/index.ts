export { ProductGridPage, ProductListPage } from './ProductListPages';
export { CreateProductPage, ProductDetailsPage } from './ProductPages';
export { productListQuery, productQuery } from './products-queries';
export { parseProductSearch, productListQueryOf, type ProductSearch } from './products-search';
