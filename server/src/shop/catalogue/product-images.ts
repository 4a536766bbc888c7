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

/** What signs the addresses of pictures staff see: the server's secret, and the time the address is made. */
export interface PreviewSigner {
  secret: string;
  now: Date;
}

/** How long a staff's address of a draft's picture works: a view kept open longer is reloaded. */
export const PREVIEW_LIFETIME_MS = 3600 * 1000;
/** Expiries are rounded up to this step, so the views of a few minutes give one address (which the browser keeps). */
const PREVIEW_STEP_MS = 5 * 60 * 1000;

const signatureOf = (secret: string, imageId: number, expiresAt: number) =>
  createHmac('sha256', secret).update(`product-image-preview:${imageId}.${expiresAt}`).digest('base64url').slice(0, 32);

/**
 * The signature that lets staff see a picture of a product not on sale: of this one picture (its
 * id is never reused) until an expiry (seconds since 1970), by the server's secret, as
 * `expiry.signature`. An <img> sends no token, so the address carries it; a link copied out of
 * the dashboard stops working within the hour or so.
 */
export function previewSignature({ secret, now }: PreviewSigner, imageId: number): string {
  const expiresAt = Math.ceil((now.getTime() + PREVIEW_LIFETIME_MS) / PREVIEW_STEP_MS) * (PREVIEW_STEP_MS / 1000);
  return `${expiresAt}.${signatureOf(secret, imageId, expiresAt)}`;
}

export function isPreviewOf({ secret, now }: PreviewSigner, imageId: number, given: string | undefined): boolean {
  const match = given ? /^(\d{1,12})\.([\w-]{32})$/.exec(given) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, imageId, expiresAt));
  const sent = Buffer.from(match[2]!);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** A picture as staff see it (English description): its address works while the product is a draft too. */
export function toStaffImage(row: ProductImageRow, signer: PreviewSigner): ProductImage {
  const image = toProductImage(row, 'en');
  return { ...image, url: `${image.url}?preview=${previewSignature(signer, row.id)}` };
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
 * Sends a stored picture with its type. A published product's picture may be kept by browsers and
 * shared caches for a day: its bytes never change (a new upload is a new id), but the product may
 * be withdrawn (a draft's picture answers 404 to the public), which a year's cache would hide. A
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
    .header('cache-control', shared ? 'public, max-age=86400' : 'private, max-age=300')
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
