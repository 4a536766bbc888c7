import { IconPhoto } from '@tabler/icons-react';
import type { ProductImage } from '@/api/contract/shop';
import classes from './shop.module.css';

/**
 * A product's picture at its own proportions (its size given, so the page does not jump as it
 * loads), or a plain placeholder for a product without one. The name beside it says what it is:
 * a picture of a card is decoration unless staff described it.
 */
export function ProductPicture({
  image,
  small = false,
  eager = false,
}: {
  image: ProductImage | undefined;
  small?: boolean;
  eager?: boolean;
}) {
  const className = small ? `${classes.picture} ${classes.thumbnail}` : classes.picture;
  if (!image)
    return (
      <div className={`${className} ${classes.placeholder}`} aria-hidden="true">
        <IconPhoto size={small ? 24 : 48} stroke={1.2} />
      </div>
    );
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
