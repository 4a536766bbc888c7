import type { ProductSearch } from './products-search';
import { DEFAULT_PRODUCT_SORT } from './products-search';
import { ProductCards } from './ProductCards';
import { ProductsFrame } from './ProductsFrame';
import { ProductTable } from './ProductTable';

interface ListProps {
  search: ProductSearch;
  onSearchChange(search: ProductSearch): void;
}

/** /dashboard/product-list: the catalogue as a table; search, filters, order and page in the address. */
export function ProductListPage({ search, onSearchChange }: ListProps) {
  return (
    <ProductsFrame view="table" search={search} onSearchChange={onSearchChange}>
      {(products) => (
        <ProductTable
          products={products}
          sort={search.sort ?? DEFAULT_PRODUCT_SORT}
          onSort={(sort) => onSearchChange({ ...search, sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort, page: undefined })}
        />
      )}
    </ProductsFrame>
  );
}

/** /dashboard/product-grid: the same catalogue and address, as cards. */
export function ProductGridPage({ search, onSearchChange }: ListProps) {
  return (
    <ProductsFrame view="cards" search={search} onSearchChange={onSearchChange}>
      {(products) => <ProductCards products={products} />}
    </ProductsFrame>
  );
}
