import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PublicProduct } from '@/api/contract/shop';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ProductPicture } from './ProductPicture';
import { KIND_LABELS } from './shop-terms';
import { usePriceWords } from './use-price-words';

/** A product in the catalogue: its picture, kind, name (the link to its page) and price. */
export function ProductCard({ product }: { product: PublicProduct }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { per, money } = usePriceWords();
  const yearly = product.yearly_price_minor === null ? null : money(product.yearly_price_minor, product.currency);
  return (
    <Card withBorder padding="md" component="article">
      <Card.Section>
        <ProductPicture image={product.images[0]} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Badge variant="light" color={product.kind === 'plan' ? 'blue' : product.kind === 'add_on' ? 'grape' : 'teal'}>
          {t(KIND_LABELS[product.kind])}
        </Badge>
        <Title order={2} size="h4">
          <Anchor href={siteHref(`/products/${product.id}`, language)} inherit>
            {product.name}
          </Anchor>
        </Title>
        <Text fw={700}>{per(product.price_minor, product.currency, product.interval)}</Text>
        {yearly !== null ? (
          <Text size="sm" c="dimmed">
            {t`or ${yearly} a year`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
