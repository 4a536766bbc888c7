import { useLingui } from '@lingui/react/macro';
import type { PublicProduct } from '@/api/contract/shop';
import { ProductPicture } from './ProductPicture';
import classes from './shop.module.css';

/**
 * A product's pictures in a row that scrolls and snaps; with more than one, a thumbnail for each
 * links to it (`#picture-ID`), which scrolls it into view without a script.
 */
export function ProductGallery({ product }: { product: PublicProduct }) {
  const { t } = useLingui();
  const name = product.name;
  if (product.images.length <= 1) return <ProductPicture image={product.images[0]} eager />;
  return (
    <div>
      <ul className={classes.gallery} aria-label={t`Pictures of ${name}`}>
        {product.images.map((image, index) => (
          <li key={image.id} id={`picture-${image.id}`}>
            <ProductPicture image={image} eager={index === 0} />
          </li>
        ))}
      </ul>
      <ul className={classes.thumbnails}>
        {product.images.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image.id}>
              <a href={`#picture-${image.id}`} aria-label={t`Picture ${number}`}>
                <img src={image.url} alt="" width={56} height={42} loading="lazy" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
