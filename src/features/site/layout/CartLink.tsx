import { Badge, VisuallyHidden } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { IconShoppingCart } from '@tabler/icons-react';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import classes from './site.module.css';

/**
 * The header's way to the visitor's cart, with how many items it holds (the server counted them).
 * On a phone the word hides from the eye but stays in the link's name; the count is said in words.
 */
export function CartLink({ count }: { count: number }) {
  const { language, path } = useSiteFrame();
  return (
    <a href={siteHref('/cart', language)} className={classes.cartLink} aria-current={path === '/cart' ? 'page' : undefined}>
      <IconShoppingCart size={20} aria-hidden />
      <span className={classes.cartWord}>
        <Trans>Cart</Trans>
      </span>
      {count > 0 ? (
        <>
          <Badge size="sm" circle aria-hidden="true">
            {count}
          </Badge>
          <VisuallyHidden>
            {' '}
            <Plural value={count} one="(# item)" other="(# items)" />
          </VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
