import { Trans } from '@lingui/react/macro';
import type { Cart } from '@/api/contract/shop';
import { usePriceWords } from './use-price-words';
import classes from './shop.module.css';

/** Subtotal, the coupon's discount when there is one, and the total: on the cart and at checkout. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { money } = usePriceWords();
  const currency = cart.currency ?? 'USD';
  const discount = money(cart.discount_minor, currency);
  const couponCode = cart.coupon?.code;
  return (
    <dl className={classes.totals}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{money(cart.subtotal_minor, currency)}</dd>
      {cart.discount_minor > 0 ? (
        <>
          <dt>{couponCode ? <Trans>Discount ({couponCode})</Trans> : <Trans>Discount</Trans>}</dt>
          <dd>{`−${discount}`}</dd>
        </>
      ) : null}
      <dt className={classes.grandTotal}>
        <Trans>Total</Trans>
      </dt>
      <dd className={classes.grandTotal}>{money(cart.total_minor, currency)}</dd>
    </dl>
  );
}
