import { Anchor, Button, Card, Container, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueSort } from '@/api/contract/shop';
import { PRODUCT_KINDS, type ProductKind } from '@/api/contract/shop-values';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ProductCard } from './ProductCard';
import { KIND_FILTER_LABELS, SORT_LABELS } from './shop-terms';
import classes from './shop.module.css';

// The sorts as their labels list them: the contract's list lives with its schemas, which a public page does not load.
const SORTS = Object.keys(SORT_LABELS) as CatalogueSort[];

/** The published catalogue: filtered by kind with links, sorted with a form, both in the address, so both work without JavaScript. */
export function ProductsPage({ data }: SitePageProps<'products'>) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const kindHref = (kind: ProductKind | null) => {
    const search: Record<string, string> = {};
    if (kind) search.kind = kind;
    if (data.sort !== 'featured') search.sort = data.sort;
    return siteHref('/products', language, { search });
  };
  return (
    <>
      <PageHeading
        title={<Trans>Products</Trans>}
        lead={
          <Trans>Plans for Lato AI, the phone assistant; add-ons for more numbers, minutes and messages; and services from our team.</Trans>
        }
      />
      <Container size="lg">
        <Group justify="space-between" align="flex-end" gap="md" mb="lg">
          <nav aria-label={t`Kinds of product`} className={classes.filters}>
            {[null, ...PRODUCT_KINDS].map((kind) => (
              <a
                key={kind ?? 'all'}
                href={kindHref(kind)}
                className={classes.filter}
                aria-current={kind === data.kind ? 'page' : undefined}
              >
                {kind ? t(KIND_FILTER_LABELS[kind]) : t`All`}
              </a>
            ))}
          </nav>
          <form action="/products" method="get">
            {language !== 'en' ? <input type="hidden" name="lang" value={language} /> : null}
            {data.kind ? <input type="hidden" name="kind" value={data.kind} /> : null}
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                label={t`Sort by`}
                name="sort"
                defaultValue={data.sort}
                data={SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
              />
              <Button type="submit" variant="default">
                <Trans>Sort</Trans>
              </Button>
            </Group>
          </form>
        </Group>
        {data.products.length === 0 ? (
          <Card withBorder padding="lg">
            <Text>
              <Trans>There is nothing here for sale right now.</Trans>
            </Text>
            <Group gap="md" mt="xs">
              {data.kind ? (
                <Anchor href={kindHref(null)}>
                  <Trans>See all products</Trans>
                </Anchor>
              ) : null}
              <Anchor href={siteHref('/contact-us', language)}>
                <Trans>Ask us for a quote</Trans>
              </Anchor>
            </Group>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
