import { Anchor, Badge, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import type { SitePageProps } from '@/api/contract/site-pages';
import { RichText } from '@/features/site/RichText';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { AddToCartForm } from './AddToCartForm';
import { ProductGallery } from './ProductGallery';
import { yearlySaving } from './money-text';
import { KIND_LABELS } from './shop-terms';
import { useProductFacts } from './use-limit-rows';
import { usePriceWords } from './use-price-words';
import classes from './shop.module.css';

/** A product's page: its pictures, price, what it includes, and the form that adds it to the cart. */
export function ProductPage({ data: product }: SitePageProps<'product'>) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { per, money } = usePriceWords();
  const facts = useProductFacts(product);
  const saving = yearlySaving(product);
  const saved = saving === null ? null : money(saving, product.currency);
  return (
    <>
      <Container size="lg" pt="lg">
        <Anchor href={siteHref('/products', language)} size="sm">
          <Trans>All products</Trans>
        </Anchor>
      </Container>
      <Container size="lg" pt="md">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductGallery product={product} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
                {t(KIND_LABELS[product.kind])}
              </Badge>
              <Title order={1}>{product.name}</Title>
              <div>
                <Text fz="xl" fw={800}>
                  {per(product.price_minor, product.currency, product.interval)}
                </Text>
                {product.yearly_price_minor !== null ? (
                  <Text c="dimmed">
                    {per(product.yearly_price_minor, product.currency, 'year')}
                    {saved !== null ? ` · ${t`Save ${saved}`}` : null}
                  </Text>
                ) : null}
              </div>
              <AddToCartForm product={product} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Grid gap="xl" mt="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {product.description ? (
                <section aria-labelledby="product_description">
                  <Title order={2} size="h3" id="product_description" mb="sm">
                    <Trans>About this product</Trans>
                  </Title>
                  <RichText html={product.description} />
                </section>
              ) : null}
              {product.features.length > 0 ? (
                <section aria-labelledby="product_features">
                  <Title order={2} size="h3" id="product_features" mb="sm">
                    <Trans>Features</Trans>
                  </Title>
                  <ul className={classes.checks}>
                    {product.features.map((feature, index) => (
                      <li key={`${index} ${feature}`}>
                        <IconCheck size={16} aria-hidden />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </Stack>
          </Grid.Col>
          {facts.length > 0 ? (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <section aria-labelledby="product_limits">
                <Title order={2} size="h3" id="product_limits" mb="sm">
                  {product.kind === 'plan' ? <Trans>What the plan includes</Trans> : <Trans>What it adds to your plan</Trans>}
                </Title>
                <dl className={classes.facts}>
                  {facts.map((fact) => (
                    <div key={fact.label} style={{ display: 'contents' }}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </Grid.Col>
          ) : null}
        </Grid>
      </Container>
    </>
  );
}
