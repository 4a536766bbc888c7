import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconLayoutGrid, IconSearch, IconTable } from '@tabler/icons-react';
import { PRODUCT_KINDS, PRODUCT_LIST_SORTS, PRODUCT_STATUSES, type ProductKind, type ProductStatus } from '@/api/contract/shop';
import { ViewSwitch } from '@/ui/ViewSwitch';
import { selectWidthToShow, widthToShow } from '@/ui/field-width';
import { PRODUCT_KIND_FILTER_LABELS, PRODUCT_SORT_LABELS, PRODUCT_STATUS_LABELS } from './labels';
import { DEFAULT_PRODUCT_SORT, type ProductSearch, type ProductSort } from './products-search';

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

export type ProductsView = 'table' | 'cards';

const VIEW_PATHS = { table: '/dashboard/product-list', cards: '/dashboard/product-grid' } as const;

/**
 * The search, the kind and status filters, the order (the table sorts by its headers instead) and
 * the switch between the table and the cards, which keeps them all. A change starts again from
 * the first page.
 */
export function ProductsToolbar({
  view,
  search,
  onChange,
}: {
  view: ProductsView;
  search: ProductSearch;
  onChange(search: ProductSearch): void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search.q ?? '');
  // The address may change the search (Back, a shared link): the box follows it.
  const [shownSearch, setShownSearch] = useState(search.q);
  if (shownSearch !== search.q) {
    setShownSearch(search.q);
    setTyped(search.q ?? '');
  }
  const change = (patch: Partial<ProductSearch>) => onChange({ ...search, ...patch, page: undefined });
  const settle = useDebouncedCallback((text: string) => change({ q: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);

  const placeholder = t`Search by name`;
  const kinds = [
    { value: '', label: t`All kinds` },
    ...PRODUCT_KINDS.map((kind) => ({ value: kind, label: i18n._(PRODUCT_KIND_FILTER_LABELS[kind]) })),
  ];
  const statuses = [
    { value: '', label: t`All statuses` },
    ...PRODUCT_STATUSES.map((status) => ({ value: status, label: i18n._(PRODUCT_STATUS_LABELS[status]) })),
  ];
  const sorts = PRODUCT_LIST_SORTS.map((sort) => ({ value: sort, label: i18n._(PRODUCT_SORT_LABELS[sort]) }));

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 420px' }}>
        <TextInput
          type="search"
          aria-label={t`Search products`}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            settle(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: widthToShow([placeholder], 240) }}
        />
        <NativeSelect
          aria-label={t`Kind`}
          data={kinds}
          value={search.kind ?? ''}
          onChange={(event) => change({ kind: (event.currentTarget.value || undefined) as ProductKind | undefined })}
          w={{ base: '100%', xs: selectWidthToShow('', kinds, 150) }}
        />
        <NativeSelect
          aria-label={t`Status`}
          data={statuses}
          value={search.status ?? ''}
          onChange={(event) => change({ status: (event.currentTarget.value || undefined) as ProductStatus | undefined })}
          w={{ base: '100%', xs: selectWidthToShow('', statuses, 150) }}
        />
        {view === 'cards' && (
          <NativeSelect
            aria-label={t`Sort by`}
            data={sorts}
            value={search.sort ?? DEFAULT_PRODUCT_SORT}
            onChange={(event) => {
              const sort = event.currentTarget.value as ProductSort;
              change({ sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort });
            }}
            w={{ base: '100%', xs: selectWidthToShow('', sorts, 180) }}
          />
        )}
      </Group>
      <ViewSwitch
        label={t`View`}
        value={view}
        onChange={(next) => void navigate({ to: VIEW_PATHS[next], search })}
        views={[
          { value: 'table', icon: IconTable, label: t`Table` },
          { value: 'cards', icon: IconLayoutGrid, label: t`Cards` },
        ]}
      />
    </Group>
  );
}
