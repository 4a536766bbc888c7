import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { CartTotals } from './CartTotals';
import { DASHBOARD_CART, SIGN_IN_TO_CHECK_OUT, SIGN_UP_TO_CHECK_OUT } from './checkout-links';
import { EmptyCart } from './EmptyCart';
import { usePriceWords } from './use-price-words';

/**
 * Checkout asks a visitor to sign in or create an account: an order belongs to a business, and
 * is paid by its owner. The cart comes along (it is joined to the person's at sign-in). A visitor
 * with a session goes straight on.
 */
export function CheckoutPage({ data }: SitePageProps<'checkout'>) {
  const { language, signedIn } = useSiteFrame();
  const { money } = usePriceWords();
  const { cart } = data;
  return (
    <>
      <PageHeading title={<Trans>Checkout</Trans>} size="md" />
      <Container size="md">
        {cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="checkout_account">
              <Title order={2} size="h3" id="checkout_account">
                <Trans>Sign in or create an account to check out</Trans>
              </Title>
              <Text mt="xs">
                <Trans>
                  Your cart comes with you. Once you are signed in, you choose the business the order is for and its billing address, then
                  pay.
                </Trans>
              </Text>
              <Group gap="sm" mt="md">
                {signedIn ? (
                  <Button component="a" href={DASHBOARD_CART}>
                    <Trans>Continue to checkout</Trans>
                  </Button>
                ) : null}
                <Button component="a" href={SIGN_IN_TO_CHECK_OUT} variant={signedIn ? 'default' : 'filled'}>
                  <Trans>Sign in</Trans>
                </Button>
                <Button component="a" href={SIGN_UP_TO_CHECK_OUT} variant="default">
                  <Trans>Create an account</Trans>
                </Button>
              </Group>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="checkout_summary">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3" id="checkout_summary">
                  <Trans>Your order</Trans>
                </Title>
                <Anchor href={siteHref('/cart', language)} size="sm">
                  <Trans>Edit the cart</Trans>
                </Anchor>
              </Group>
              <Stack gap={6} mb="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {cart.lines
                  .filter((line) => line.available)
                  .map((line) => (
                    <Group key={line.id} component="li" justify="space-between" wrap="nowrap">
                      <Text>
                        {line.product.name} × {line.quantity}
                      </Text>
                      <Text>{money(line.total_minor, line.product.currency)}</Text>
                    </Group>
                  ))}
              </Stack>
              <CartTotals cart={cart} />
            </Card>
          </Stack>
        )}
      </Container>
    </>
  );
}
