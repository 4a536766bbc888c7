import { Button, Group, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@/api/contract/shop';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';

/**
 * The cart's coupon: a code to apply, or the one applied with a button to remove it. A coupon that
 * stopped applying since (expired, used up) stays shown with nothing off, so the visitor sees why.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const action = siteHref('/cart', language);
  if (cart.coupon) {
    const code = cart.coupon.code;
    return (
      <form method="post" action={action}>
        <input type="hidden" name="action" value="uncoupon" />
        <Group justify="space-between" gap="xs">
          <div>
            <Text size="sm">
              <Trans>
                Coupon <strong>{code}</strong>
              </Trans>
            </Text>
            {cart.discount_minor === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>It takes nothing off this cart.</Trans>
              </Text>
            ) : null}
          </div>
          <Button type="submit" variant="subtle" size="sm" aria-label={t`Remove the coupon ${code}`}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <form method="post" action={action}>
      <input type="hidden" name="action" value="coupon" />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={t`Coupon code`} name="code" required maxLength={40} autoComplete="off" style={{ flex: 1 }} />
        <Button type="submit" variant="default">
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </form>
  );
}
