import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@/api/contract/shop';
import { problemOf } from '@/api/errors';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { planChangePurpose, idempotencyKey } from './checkout-key';
import { useCheckoutRuntime } from './checkout-runtime';
import { SHOP_FAILURES } from './failure';
import { INTERVAL_CHOICES, INTERVAL_LABELS } from './labels';
import { shopApi } from './shop-api';
import { shopErrorMessage } from './shop-errors';
import { planPreviewQuery, plansQuery } from './shop-queries';

type Interval = 'month' | 'year';

/** What the change costs now: the credit for the unused time, the charge, and the new period's end. */
function Preview({ subscription, product, interval }: { subscription: Subscription; product: number; interval: Interval }) {
  const { money, date } = useFormat();
  const preview = useQuery(planPreviewQuery(subscription.id, product, interval));
  if (preview.isPending) return <Loader size="sm" />;
  if (preview.error)
    return (
      <Alert color="red" role="alert">
        {shopErrorMessage(preview.error, SHOP_FAILURES.preview)}
      </Alert>
    );
  const { credit_minor, charge_minor, currency, period_end } = preview.data;
  const credit = money(credit_minor, currency);
  const charge = money(charge_minor, currency);
  const end = date(period_end);
  return (
    <Stack gap={4} data-testid="plan-preview">
      <Text size="sm">
        <Trans>Credit for the unused time of your current plan: {credit}</Trans>
      </Text>
      <Text size="sm" fw={600}>
        <Trans>To pay now: {charge}</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>The new plan starts once paid and runs until {end}.</Trans>
      </Text>
    </Stack>
  );
}

/**
 * Changing a running plan for another (or the same one billed another way): choose, see what it
 * costs now, then pay it on the provider's page. The change takes effect once the payment is made.
 */
export function ChangePlanModal({ subscription, onClose }: { subscription: Subscription | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const { money } = useFormat();
  const { leaveFor } = useCheckoutRuntime();
  const plans = useQuery({ ...plansQuery(), enabled: subscription !== null });
  const [product, setProduct] = useState<number | null>(null);
  const [interval, setInterval] = useState<Interval>('month');
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = plans.data?.find((p) => p.id === product);
  const yearly = chosen?.yearly_price_minor != null;
  const shownInterval: Interval = yearly ? interval : 'month';
  const close = () => {
    if (paying) return;
    setProduct(null);
    setFailure(null);
    onClose();
  };
  const pay = async () => {
    if (!subscription || product === null) return;
    setPaying(true);
    setFailure(null);
    try {
      const key = idempotencyKey(planChangePurpose(subscription.id), JSON.stringify([product, shownInterval]));
      const started = await shopApi.changePlan(subscription.id, product, shownInterval, key);
      leaveFor(started.payment_url);
    } catch (error) {
      setFailure(shopErrorMessage(error, SHOP_FAILURES.changePlan));
      setPaying(false);
    }
  };
  const priceOf = (plan: NonNullable<typeof chosen>) => `${money(plan.price_minor, plan.currency)} ${i18n._(INTERVAL_LABELS.month)}`;
  return (
    <Modal opened={subscription !== null} onClose={close} title={t`Change plan`} size="md" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        {plans.error ? (
          <RetryAlert message={problemOf(plans.error, SHOP_FAILURES.plans)} onRetry={() => void plans.refetch()} />
        ) : (
          <Select
            label={t`New plan`}
            placeholder={plans.isPending ? t`Loading` : undefined}
            data={(plans.data ?? []).map((plan) => ({
              value: String(plan.id),
              label: `${plan.name} · ${priceOf(plan)}${plan.id === subscription?.product.id ? ` (${t`current`})` : ''}`,
            }))}
            value={product === null ? null : String(product)}
            onChange={(value) => setProduct(value ? Number(value) : null)}
            allowDeselect={false}
            disabled={paying}
          />
        )}
        {chosen && yearly && (
          <SegmentedControl
            aria-label={t`Billing period`}
            value={shownInterval}
            onChange={(value) => setInterval(value as Interval)}
            data={(['month', 'year'] as const).map((value) => ({ value, label: i18n._(INTERVAL_CHOICES[value]) }))}
            disabled={paying}
          />
        )}
        {subscription && product !== null && <Preview subscription={subscription} product={product} interval={shownInterval} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={paying}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void pay()} loading={paying} disabled={product === null}>
            <Trans>Pay and change plan</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
