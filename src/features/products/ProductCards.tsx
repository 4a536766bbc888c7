import { Anchor, AspectRatio, Card, Center, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { IconPhoto } from '@tabler/icons-react';
import type { ProductSummary } from '@/api/contract/shop';
import { ProductKindBadge, ProductStatusBadge } from './ProductBadges';
import { productHref } from './links';
import { useProductName } from './product-name';
import { usePrice } from './use-price';

function ProductCard({ product }: { product: ProductSummary }) {
  const price = usePrice();
  const nameOf = useProductName();
  const nameId = `product-${product.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="product-card">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {product.image ? (
            // The name under it says what the picture shows.
            <Image src={product.image.url} alt="" fit="cover" loading="lazy" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-hidden>
              <IconPhoto size={40} stroke={1.2} opacity={0.5} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" h="100%">
        <Anchor component={RouterAnchor} href={productHref(product.id)} fw={600} id={nameId} lineClamp={2}>
          <bdi>{nameOf(product)}</bdi>
        </Anchor>
        <Text size="sm">
          <bdi>{price(product.price_minor, product.currency, product.interval)}</bdi>
        </Text>
        <Group gap="xs" mt="auto" wrap="wrap">
          <ProductStatusBadge status={product.status} />
          <ProductKindBadge kind={product.kind} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The products as cards: picture, name (to its page), price and status. */
export function ProductCards({ products }: { products: ProductSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} data-testid="products-cards">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
