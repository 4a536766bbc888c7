import { and, count, eq, max } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FieldErrors } from '@/api/contract/errors';
import { PRODUCT_IMAGE_TYPES, PRODUCT_IMAGES_MAX } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { productImages, products } from '@server/db/schema';
import type { StoredFile } from '@server/src/files/uploads';
import { fieldError, invalidFields, notFound } from '@server/src/http/http-errors';
import { imageSize, type ImageSize } from './image-size';
import type { ProductImageRow } from './product-images';

const IMAGE_TYPES = new Set<string>(PRODUCT_IMAGE_TYPES);

/** An uploaded picture once its content has proved to be one. */
export interface CheckedImage {
  key: string;
  contentType: string;
  size: ImageSize | null;
}

/**
 * Checks each stored file by its content (a PNG, JPEG or WebP, whatever its name or declared
 * type); every refusal is said at once on `images.<index>`, and the request's files are then
 * removed by the upload's own clean-up.
 */
export async function checkImages(files: readonly StoredFile[]): Promise<CheckedImage[]> {
  if (files.length === 0) throw fieldError('images', 'required');
  const errors: FieldErrors = {};
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size === 0) {
      errors[`images.${index}`] = ['empty_file'];
      continue;
    }
    const detected = await fileTypeFromBuffer(file.head);
    if (!detected || !IMAGE_TYPES.has(detected.mime)) {
      errors[`images.${index}`] = ['file_type'];
      continue;
    }
    checked.push({ key: file.key, contentType: detected.mime, size: imageSize(file.head, detected.mime) });
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return checked;
}

/**
 * Adds the pictures after the product's others, under the product's lock so that two uploads at
 * once cannot pass the limit together.
 */
export async function addImages(
  db: Db,
  productId: number,
  images: readonly CheckedImage[],
  alt: { en: string; es: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw notFound();
    const [held] = await tx
      .select({ n: count(), last: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if (held!.n + images.length > PRODUCT_IMAGES_MAX) throw fieldError('images', 'too_many_files');
    const first = held!.last === null ? 0 : held!.last + 1;
    await tx.insert(productImages).values(
      images.map((image, index) => ({
        productId,
        storedName: image.key,
        contentType: image.contentType,
        width: image.size?.width ?? null,
        height: image.size?.height ?? null,
        altEn: alt.en,
        altEs: alt.es,
        position: first + index,
        createdAt: now,
      })),
    );
    await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
  });
}

/** Removes one of the product's pictures' rows (the caller removes its file); 404 when the product has no such picture. */
export async function removeImage(db: Db, productId: number, imageId: number, now: Date): Promise<ProductImageRow> {
  return db.transaction(async (tx) => {
    const [image] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!image) throw notFound();
    await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
    return image;
  });
}
