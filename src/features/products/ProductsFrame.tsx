import type { ReactNode } from 'react';
import { Box, Button, Center, Group, LoadingOverlay, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconPlus, IconShoppingBag } from '@tabler/icons-react';
import type { ProductSummary } from '@/api/contract/shop';
import { problemOf } from '@/api/problem';
import { LabelledPagination } from '@/ui/LabelledPagination';
import { RetryAlert } from '@/ui/RetryAlert';
import { PRODUCT_FAILURES } from './failure';
import { productListQuery } from './products-queries';
import { isFiltered, productListQueryOf, type ProductSearch } from './products-search';
import { ProductsToolbar, type ProductsView } from './ProductsToolbar';

function EmptyCatalogue({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
          <IconShoppingBag size={28} />
        </ThemeIcon>
        <Text fw={600}>{filtered ? <Trans>No product matches these filters.</Trans> : <Trans>No products yet.</Trans>}</Text>
        {filtered ? (
          <Button variant="subtle" onClick={onClear}>
            <Trans>Clear the filters</Trans>
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Plans, add-ons and services you sell show here.</Trans>
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/**
 * What the table and the cards share: the title, "New product", the toolbar, the page of products
 * the address asks for (its loading, failure and empty states) and the pages under it.
 */
export function ProductsFrame({
  view,
  search,
  onSearchChange,
  children,
}: {
  view: ProductsView;
  search: ProductSearch;
  onSearchChange(search: ProductSearch): void;
  children(products: ProductSummary[]): ReactNode;
}) {
  const { t } = useLingui();
  const answer = useQuery(productListQuery(productListQueryOf(search)));
  const data = answer.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          <Trans>Products</Trans>
        </Title>
        <Button component={Link} to="/dashboard/create-product" leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>New product</Trans>
        </Button>
      </Group>
      <ProductsToolbar view={view} search={search} onChange={onSearchChange} />
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={answer.isPending || answer.isPlaceholderData}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t`Loading` }}
        />
        {answer.error && (
          <RetryAlert message={problemOf(answer.error, PRODUCT_FAILURES.list)} onRetry={() => void answer.refetch()} mb="md" />
        )}
        {data &&
          (data.count === 0 && !answer.isPlaceholderData ? (
            <EmptyCatalogue filtered={isFiltered(search)} onClear={() => onSearchChange({ sort: search.sort })} />
          ) : (
            children(data.results)
          ))}
      </Box>
      {data && data.count > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Plural value={data.count} one="# product" other="# products" />
          </Text>
          {data.num_pages > 1 && (
            <LabelledPagination
              value={search.page ?? 1}
              onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
              total={data.num_pages}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
