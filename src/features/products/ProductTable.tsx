import type { ReactNode } from 'react';
import { Anchor, Card, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ProductSummary } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { ProductKindBadge, ProductStatusBadge } from './ProductBadges';
import { ProductThumbnail } from './ProductThumbnail';
import { productHref } from './links';
import { useProductName } from './product-name';
import { DEFAULT_PRODUCT_SORT, type ProductSort } from './products-search';
import { usePrice } from './use-price';

/** The orders a column offers: a name sorts A to Z only; sales and updates, most first; the price both ways. */
interface ColumnSorts {
  ascending?: ProductSort;
  descending?: ProductSort;
}

/**
 * A header that sorts by its column; once more, the other way where the column has one, else
 * back to the catalogue's order. The table says which order it shows (aria-sort).
 */
function SortableHeader({
  sorts,
  sort,
  onSort,
  end = false,
  children,
}: {
  sorts: ColumnSorts;
  sort: ProductSort;
  onSort(sort: ProductSort): void;
  end?: boolean;
  children: ReactNode;
}) {
  const direction = sort === sorts.ascending ? 'ascending' : sort === sorts.descending ? 'descending' : 'none';
  const next =
    direction === 'none'
      ? (sorts.ascending ?? sorts.descending)!
      : direction === 'ascending'
        ? (sorts.descending ?? DEFAULT_PRODUCT_SORT)
        : sorts.ascending && sorts.descending
          ? sorts.ascending
          : DEFAULT_PRODUCT_SORT;
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction} ta={end ? 'end' : undefined}>
      <UnstyledButton onClick={() => onSort(next)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : undefined}>
          {children}
          <Icon size={14} aria-hidden opacity={direction === 'none' ? 0.4 : 1} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The products as a table: cover and name (to its page), kind, price, status, sales and the last change; sorted by its headers. */
export function ProductTable({
  products,
  sort,
  onSort,
}: {
  products: ProductSummary[];
  sort: ProductSort;
  onSort(sort: ProductSort): void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const price = usePrice();
  const nameOf = useProductName();
  const header = { sort, onSort };
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={900} scrollAreaProps={{ type: 'auto', offsetScrollbars: true }}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="products-table" aria-label={t`Products`}>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader sorts={{ ascending: 'name' }} {...header}>{t`Product`}</SortableHeader>
              <Table.Th>{t`Kind`}</Table.Th>
              <SortableHeader sorts={{ ascending: 'price', descending: '-price' }} end {...header}>
                {t`Price`}
              </SortableHeader>
              <Table.Th>{t`Status`}</Table.Th>
              <SortableHeader sorts={{ descending: '-units_sold' }} end {...header}>
                {t`Units sold`}
              </SortableHeader>
              <Table.Th ta="end">{t`Active subscriptions`}</Table.Th>
              <SortableHeader sorts={{ descending: '-updated_at' }} {...header}>{t`Updated`}</SortableHeader>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td maw={340}>
                  <Group gap="sm" wrap="nowrap">
                    <ProductThumbnail image={product.image} />
                    <Anchor component={RouterAnchor} href={productHref(product.id)} fw={600} size="sm">
                      <bdi>{nameOf(product)}</bdi>
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ProductKindBadge kind={product.kind} />
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" component="span">
                    <bdi>{price(product.price_minor, product.currency, product.interval)}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ProductStatusBadge status={product.status} />
                </Table.Td>
                <Table.Td ta="end">{format.number(product.units_sold)}</Table.Td>
                <Table.Td ta="end">{format.number(product.active_subscriptions)}</Table.Td>
                <Table.Td>
                  <Text size="sm" component="span">
                    <bdi>{format.date(product.updated_at)}</bdi>
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
