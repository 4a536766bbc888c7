import { Button, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconShoppingCart } from '@tabler/icons-react';
import type { PublicProduct } from '@/api/contract/shop';
import { CART_FORM_QUANTITY_MAX } from '@/api/contract/site-pages';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { usePriceWords } from './use-price-words';
import { yearlySaving } from './money-text';
import classes from './shop.module.css';

/**
 * "Add to cart": a plain form posted to `/cart` (the server adds it and shows the cart), so it works
 * before and without the page's script. A plan with a yearly price is bought by the month or by the
 * year; an add-on by as many as wanted; anything else once, by its own interval.
 */
export function AddToCartForm({ product }: { product: PublicProduct }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { per, money } = usePriceWords();
  const yearly = product.kind === 'plan' ? product.yearly_price_minor : null;
  const saving = yearlySaving(product);
  const saved = saving !== null ? money(saving, product.currency) : null;
  return (
    <form method="post" action={siteHref('/cart', language)}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="product" value={product.id} />
      <Stack gap="md">
        {yearly !== null ? (
          <fieldset className={classes.fieldset}>
            <legend>
              <Trans>Billing</Trans>
            </legend>
            <label className={classes.choice}>
              <input type="radio" name="interval" value="month" defaultChecked />
              <span>
                <Trans>Monthly</Trans> · {per(product.price_minor, product.currency, 'month')}
              </span>
            </label>
            <label className={classes.choice}>
              <input type="radio" name="interval" value="year" />
              <span>
                <Trans>Yearly</Trans> · {per(yearly, product.currency, 'year')}
                {saved !== null ? ` · ${t`Save ${saved}`}` : null}
              </span>
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="interval" value={product.interval} />
        )}
        {product.kind === 'add_on' ? (
          <TextInput
            label={t`Quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={CART_FORM_QUANTITY_MAX}
            defaultValue="1"
            required
            classNames={{ input: classes.quantity }}
          />
        ) : null}
        <Button type="submit" size="md" leftSection={<IconShoppingCart size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          <Trans>Add to cart</Trans>
        </Button>
      </Stack>
    </form>
  );
}
