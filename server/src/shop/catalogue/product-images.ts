import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { pathFor } from '@/api/contract/endpoint';
import type { SiteLanguage } from '@/api/contract/site-values';
import { shopEndpoints, type ProductImage } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { productImages } from '@server/db/schema';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import type { FilePlace } from '@server/src/files/uploads';
import { notFound } from '@server/src/http/http-errors';
import { amongIds } from '@server/src/sql/among-ids';
import { groupRows } from '@server/src/sql/group-rows';

export type ProductImageRow = typeof productImages.$inferSelect;

/** A product picture's public address (its product must be published for the public to get it). */
export const productImageUrl = (productId: number, imageId: number) =>
  pathFor(shopEndpoints.productImage, { id: productId, image: imageId });

/** Where a product's picture is kept: a random key under the product's folder, served only through the catalogue. */
export const productImageKey = (productId: number) => `products/${productId}/${randomUUID()}`;

/** Where an uploaded picture is stored; its type is read from its content once stored (check-images.ts). */
export const productImagePlace = (productId: number): FilePlace => ({
  key: productImageKey(productId),
  contentType: 'application/octet-stream',
});

export function toProductImage(row: ProductImageRow, lang: SiteLanguage): ProductImage {
  return {
    id: row.id,
    url: productImageUrl(row.productId, row.id),
    alt: lang === 'es' ? row.altEs : row.altEn,
    width: row.width,
    height: row.height,
  };
}

/**
 * The signature that lets staff see a picture of a product not on sale: of this one picture (its
 * id is never reused), by the server's secret. An <img> sends no token, so the address carries it.
 */
export const previewSignature = (secret: string, imageId: number) =>
  createHmac('sha256', secret).update(`product-image-preview:${imageId}`).digest('base64url').slice(0, 32);

export function isPreviewOf(secret: string, imageId: number, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(previewSignature(secret, imageId));
  const sent = Buffer.from(given);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** A picture as staff see it (English description): its address works while the product is a draft too. */
export function toStaffImage(row: ProductImageRow, secret: string): ProductImage {
  const image = toProductImage(row, 'en');
  return { ...image, url: `${image.url}?preview=${previewSignature(secret, row.id)}` };
}

/** The pictures of these products, cover first, by product. */
export async function imagesOf(db: Db, productIds: readonly number[]): Promise<Map<number, ProductImageRow[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productImages)
    .where(amongIds(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  return groupRows(
    rows,
    (row) => row.productId,
    (row) => row,
  );
}

/** One product's pictures, cover first. */
export async function imagesOfProduct(db: Db, productId: number): Promise<ProductImageRow[]> {
  return (await imagesOf(db, [productId])).get(productId) ?? [];
}

/**
 * Sends a stored picture with its type. A public picture's URL names one picture that never
 * changes (a new upload is a new id), so browsers and shared caches may keep it for a year; a
 * draft's, seen by staff, is kept by no shared cache.
 */
export async function sendProductImage(
  reply: FastifyReply,
  storage: FileStorage,
  row: ProductImageRow,
  { shared }: { shared: boolean },
): Promise<FastifyReply> {
  const file = await storage.open(row.storedName);
  if (!file) throw notFound();
  return reply
    .header('content-type', row.contentType)
    .header('content-length', String(file.size))
    .header('cache-control', shared ? 'public, max-age=31536000, immutable' : 'private, max-age=300')
    .send(file.stream);
}

/** Removes pictures' files whose rows are gone; a file that will not go is only worth a warning (nothing links to it). */
export async function removeImageFiles(
  storage: FileStorage,
  rows: readonly ProductImageRow[],
  warn: (error: unknown, key: string) => void,
): Promise<void> {
  await Promise.all(rows.map((row) => storage.remove(row.storedName).catch((error: unknown) => warn(error, row.storedName))));
}
