import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTestPipe } from '@tabler/icons-react';
import type { TestPayment } from '@/api/contract/shop';
import type { SitePageProps } from '@/api/contract/site-pages';
import { usePriceWords } from './use-price-words';
import classes from './shop.module.css';

/** What became of a payment that is not open any more. */
function Closed({ payment }: { payment: TestPayment }) {
  const back = payment.status === 'expired' ? payment.cancel_url : payment.success_url;
  return (
    <Stack gap="xs">
      <Text>
        {payment.status === 'paid' ? (
          <Trans>This payment has been made.</Trans>
        ) : payment.status === 'declined' ? (
          <Trans>This payment was declined.</Trans>
        ) : (
          <Trans>This payment has expired.</Trans>
        )}
      </Text>
      <Anchor href={back}>
        <Trans>Back to your order</Trans>
      </Anchor>
    </Stack>
  );
}

/**
 * The built-in test provider's payment page, standing in for Stripe's when Lato runs without an
 * account: the amount and what it is for, and three buttons posted to the provider's endpoint (pay
 * with the test card, have it declined, or go back). The order is paid only by the provider's
 * signed webhook that follows, never by this page.
 */
export function TestPaymentPage({ data: payment }: SitePageProps<'test-payment'>) {
  const { t } = useLingui();
  const { money } = usePriceWords();
  const amount = money(payment.amount_minor, payment.currency);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Alert color="orange" icon={<IconTestPipe aria-hidden />} title={t`Test payment: no money moves`} className={classes.testBanner}>
          <Trans>
            This page stands in for a payment provider while Lato runs without one. Nothing is charged to any card, whichever button you
            press.
          </Trans>
        </Alert>
        <Title order={1}>
          <Trans>Pay {amount}</Trans>
        </Title>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                <Trans>For</Trans>
              </Text>
              <Text fw={600}>{payment.description}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Amount</Trans>
              </Text>
              <Text fz="xl" fw={800}>
                {amount}
              </Text>
            </div>
            {payment.status === 'open' ? (
              <form method="post" action={`/api/v1/shop/test-payments/${payment.session}/`}>
                <Group gap="sm">
                  <Button type="submit" name="outcome" value="pay">
                    <Trans>Pay with the test card</Trans>
                  </Button>
                  <Button type="submit" name="outcome" value="decline" variant="default">
                    <Trans>Decline</Trans>
                  </Button>
                  <Button type="submit" name="outcome" value="cancel" variant="subtle">
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </form>
            ) : (
              <Closed payment={payment} />
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
