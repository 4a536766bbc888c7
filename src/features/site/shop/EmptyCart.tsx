import { Button, Card, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { DASHBOARD_CART } from './checkout-links';

/**
 * An empty cart, and the ways to fill it. Someone with a session keeps their cart in the dashboard
 * (signing in took this browser's cart there), so they are sent to it rather than told it is empty.
 */
export function EmptyCart() {
  const { language, signedIn } = useSiteFrame();
  if (signedIn) {
    return (
      <Card withBorder padding="lg">
        <Text fw={600}>
          <Trans>Nothing new here: your cart is in your dashboard.</Trans>
        </Text>
        <Text c="dimmed" mt={4}>
          <Trans>What you add on these pages joins it there.</Trans>
        </Text>
        <Group gap="sm" mt="md">
          <Button component="a" href={DASHBOARD_CART}>
            <Trans>Go to your cart</Trans>
          </Button>
          <Button component="a" href={siteHref('/pricing', language)} variant="default">
            <Trans>See the plans</Trans>
          </Button>
        </Group>
      </Card>
    );
  }
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
