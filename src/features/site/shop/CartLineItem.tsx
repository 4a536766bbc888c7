import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine } from '@/api/contract/shop';
import { CART_FORM_QUANTITY_MAX } from '@/api/contract/site-pages';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ProductPicture } from './ProductPicture';
import { BILLING_LABELS } from './shop-terms';
import { usePriceWords } from './use-price-words';
import classes from './shop.module.css';

/**
 * A line of the cart: its picture, name, how it is billed, the price, and two forms of its own
 * (change the quantity, remove it), each posted to `/cart`. A plan is bought once: no quantity.
 * A line no longer for sale is said so, and may only be removed.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { money, per } = usePriceWords();
  const action = siteHref('/cart', language);
  const name = line.product.name;
  return (
    <li className={classes.cartLine}>
      <ProductPicture image={line.product.images[0]} small />
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div>
            <Anchor href={siteHref(`/products/${line.product.id}`, language)} fw={600}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(BILLING_LABELS[line.interval])} · {per(line.unit_minor, line.product.currency, line.interval)}
            </Text>
          </div>
          <Text fw={700}>{money(line.total_minor, line.product.currency)}</Text>
        </Group>
        {line.available ? null : (
          <Badge color="red" variant="light" style={{ alignSelf: 'flex-start' }}>
            <Trans>No longer for sale</Trans>
          </Badge>
        )}
        <Group gap="sm" align="flex-end">
          {line.available && line.product.kind !== 'plan' ? (
            <form method="post" action={action}>
              <input type="hidden" name="action" value="quantity" />
              <input type="hidden" name="line" value={line.id} />
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t`Quantity of ${name}`}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CART_FORM_QUANTITY_MAX}
                  defaultValue={String(line.quantity)}
                  required
                  size="sm"
                  classNames={{ input: classes.quantity }}
                />
                <Button type="submit" variant="default" size="sm">
                  <Trans>Update</Trans>
                </Button>
              </Group>
            </form>
          ) : null}
          <form method="post" action={action}>
            <input type="hidden" name="action" value="remove" />
            <input type="hidden" name="line" value={line.id} />
            <Button type="submit" variant="subtle" color="red" size="sm" aria-label={t`Remove ${name}`}>
              <Trans>Remove</Trans>
            </Button>
          </form>
        </Group>
      </Stack>
    </li>
  );
}
