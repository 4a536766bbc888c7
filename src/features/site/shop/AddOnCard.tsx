import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PublicProduct } from '@/api/contract/shop';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ChooseButton } from './ChooseButton';
import { useAddOnRows } from './use-limit-rows';
import { usePriceWords } from './use-price-words';

/** An add-on under the plans: what it adds, its price, and its button. */
export function AddOnCard({ addOn }: { addOn: PublicProduct }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { per } = usePriceWords();
  const adds = useAddOnRows().flatMap((row) => {
    const value = row.value(addOn);
    return value === null ? [] : [`${row.label}: ${value}`];
  });
  const name = addOn.name;
  const headingId = `add_on_${addOn.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs" style={{ flex: 1 }}>
        <Title order={3} size="h4" id={headingId}>
          <Anchor href={siteHref(`/products/${addOn.id}`, language)} inherit>
            {name}
          </Anchor>
        </Title>
        <Text fw={700}>{per(addOn.price_minor, addOn.currency, addOn.interval)}</Text>
        {adds.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        <div style={{ marginTop: 'auto', paddingTop: 'var(--mantine-spacing-sm)' }}>
          <ChooseButton product={addOn.id} interval={addOn.interval} variant="default">
            {t`Add ${name} to the cart`}
          </ChooseButton>
        </div>
      </Stack>
    </Card>
  );
}
