import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { BillingInterval } from '@/api/contract/shop';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';

/** One button that puts a product in the cart (by an interval) and shows the cart: a form of its own, posted to `/cart`. */
export function ChooseButton({
  product,
  interval,
  children,
  variant = 'filled',
}: {
  product: number;
  interval: BillingInterval;
  children: ReactNode;
  variant?: 'filled' | 'default';
}) {
  const { language } = useSiteFrame();
  return (
    <form method="post" action={siteHref('/cart', language)}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="product" value={product} />
      <input type="hidden" name="interval" value={interval} />
      <Button type="submit" variant={variant} fullWidth>
        {children}
      </Button>
    </form>
  );
}
