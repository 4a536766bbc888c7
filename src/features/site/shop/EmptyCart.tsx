import { Button, Card, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';

/** An empty cart, and the ways to fill it. */
export function EmptyCart() {
  const { language } = useSiteFrame();
  return (
    <Card withBorder padding="lg">
      <Text fw={600}>
        <Trans>Your cart is empty.</Trans>
      </Text>
      <Text c="dimmed" mt={4}>
        <Trans>Choose a plan for your numbers, or look through the add-ons and services.</Trans>
      </Text>
      <Group gap="sm" mt="md">
        <Button component="a" href={siteHref('/pricing', language)}>
          <Trans>See the plans</Trans>
        </Button>
        <Button component="a" href={siteHref('/products', language)} variant="default">
          <Trans>Browse products</Trans>
        </Button>
      </Group>
    </Card>
  );
}
