import { Card, List, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductAdmin } from '@/api/contract/shop';

type Language = 'en' | 'es';

/** The product's texts in one language: name, description (sanitised by the server before it was stored) and features. */
function LanguageTexts({ product, language, heading }: { product: ProductAdmin; language: Language; heading: string }) {
  const description = product[`description_${language}`];
  const features = product[`features_${language}`];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {heading}
        </Title>
        <Text fw={600} lang={language}>
          <bdi>{product[`name_${language}`]}</bdi>
        </Text>
        {description ? (
          <Typography fz="sm" lang={language} dangerouslySetInnerHTML={{ __html: description }} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No description.</Trans>
          </Text>
        )}
        {features.length > 0 && (
          <List size="sm" spacing={4} lang={language}>
            {features.map((feature, index) => (
              <List.Item key={index}>
                <bdi>{feature}</bdi>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

/** The product's texts in the reader's language first, and in the other one beside them. */
export function ProductTexts({ product }: { product: ProductAdmin }) {
  const { t, i18n } = useLingui();
  const heading: Record<Language, string> = { en: t`English`, es: t`Spanish` };
  const order: Language[] = i18n.locale === 'es' ? ['es', 'en'] : ['en', 'es'];
  return (
    <Stack gap="sm" component="section" aria-labelledby="product-texts">
      <Title order={2} fz="h4" id="product-texts">
        <Trans>Texts</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {order.map((language) => (
          <LanguageTexts key={language} product={product} language={language} heading={heading[language]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
