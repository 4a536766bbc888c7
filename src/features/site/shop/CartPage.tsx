import { Alert, Button, Card, Container, Grid, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { EmptyCart } from './EmptyCart';
import { CART_ERROR_MESSAGES } from './shop-terms';
import classes from './shop.module.css';

/**
 * The visitor's cart (by its cookie). Every change is a form posted to `/cart`, which answers with
 * this page again, saying why when a change was refused (`?error=`).
 */
export function CartPage({ data }: SitePageProps<'cart'>) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { cart, error } = data;
  return (
    <>
      <PageHeading title={<Trans>Your cart</Trans>} size="md" />
      <Container size="md">
        <Stack gap="lg">
          {error ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t(CART_ERROR_MESSAGES[error])}
            </Alert>
          ) : null}
          {cart.lines.length === 0 ? (
            <EmptyCart />
          ) : (
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <section aria-labelledby="cart_lines">
                  <Title order={2} size="h4" id="cart_lines" mb="xs">
                    <Trans>In your cart</Trans>
                  </Title>
                  <ul className={classes.cartLines}>
                    {cart.lines.map((line) => (
                      <CartLineItem key={line.id} line={line} />
                    ))}
                  </ul>
                </section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Card withBorder padding="lg" component="section" aria-labelledby="cart_summary">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="cart_summary">
                      <Trans>Summary</Trans>
                    </Title>
                    <CouponForm cart={cart} />
                    <CartTotals cart={cart} />
                    <Button component="a" href={siteHref('/checkout', language)} size="md" fullWidth>
                      <Trans>Checkout</Trans>
                    </Button>
                  </Stack>
                </Card>
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      </Container>
    </>
  );
}
