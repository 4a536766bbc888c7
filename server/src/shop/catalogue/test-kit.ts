import type { Db } from '@server/db/client';
import { orderLines, orders, products, subscriptions } from '@server/db/schema';
import type { SubscriptionStatus } from '@/api/contract/shop';
import { demoPicture } from './demo-png';
import type { ProductRow } from './product-rows';

/*
 * What the catalogue's tests share: products and paid orders straight into the database, and
 * pictures of each kind made in code (and a file that only pretends to be one).
 */

export const PNG = demoPicture({ from: [0, 0, 0], to: [255, 255, 255], marks: 1, width: 40, height: 30 });

/** A JPEG's start as a camera writes it: SOI, a JFIF segment, then the frame header with its size. */
export function jpegHead(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.alloc(64, 0)]);
}

/** A WebP's start with the extended header (VP8X), which says the canvas's size. */
export function webpHead(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + vp8x.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, vp8x]);
}

/** A GIF: a picture, but not of a type the catalogue takes. */
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(40, 0)]);
/** A program named like a picture. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** The pictures form as a browser sends it. */
export function picturesForm(files: FormFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  return form;
}

let sequence = 0;

/** A product straight into the database: a published monthly plan unless told otherwise. */
export async function insertProduct(db: Db, fields: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
  sequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      kind: 'plan',
      nameEn: `Plan ${sequence}`,
      nameEs: `Plan ${sequence} (es)`,
      descriptionEn: '<p>A plan.</p>',
      descriptionEs: '<p>Un plan.</p>',
      priceMinor: 1_000 * sequence,
      currency: 'USD',
      interval: 'month',
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      position: sequence,
      ...fields,
    })
    .returning();
  return row!;
}

/** A paid (or other) order of one line of the product, for the organisation. */
export async function insertOrder(
  db: Db,
  {
    organisationId,
    product,
    quantity = 1,
    status = 'paid',
    currency = 'USD',
    paidAt = new Date('2026-03-01T10:00:00Z'),
  }: {
    organisationId: number;
    product: ProductRow;
    quantity?: number;
    status?: 'paid' | 'pending' | 'failed';
    currency?: string;
    paidAt?: Date;
  },
): Promise<number> {
  sequence += 1;
  const total = product.priceMinor * quantity;
  const [order] = await db
    .insert(orders)
    .values({
      organisationId,
      status,
      currency,
      subtotalMinor: total,
      totalMinor: total,
      idempotencyKey: `test-order-${sequence}-${Date.now()}`,
      provider: 'test',
      paidAt: status === 'paid' ? paidAt : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    kind: product.kind,
    nameEn: product.nameEn,
    nameEs: product.nameEs,
    interval: product.interval,
    quantity,
    unitMinor: product.priceMinor,
    totalMinor: total,
  });
  return order!.id;
}

/**
 * A paid order of several lines (each at its product's price), less a coupon's discount or a
 * change of plan's credit: its total is the lines' less both.
 */
export async function insertPaidOrder(
  db: Db,
  {
    organisationId,
    lines,
    discountMinor = 0,
    creditMinor = 0,
    reason = 'checkout',
  }: {
    organisationId: number;
    lines: { product: ProductRow; quantity: number }[];
    discountMinor?: number;
    creditMinor?: number;
    reason?: 'checkout' | 'plan_change';
  },
): Promise<number> {
  sequence += 1;
  const subtotal = lines.reduce((sum, line) => sum + line.product.priceMinor * line.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      organisationId,
      reason,
      status: 'paid',
      currency: 'USD',
      subtotalMinor: subtotal,
      discountMinor,
      creditMinor,
      totalMinor: subtotal - discountMinor - creditMinor,
      idempotencyKey: `test-order-${sequence}-${Date.now()}`,
      provider: 'test',
      paidAt: new Date('2026-03-05T10:00:00Z'),
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    lines.map(({ product, quantity }) => ({
      orderId: order!.id,
      productId: product.id,
      kind: product.kind,
      nameEn: product.nameEn,
      nameEs: product.nameEs,
      interval: product.interval,
      quantity,
      unitMinor: product.priceMinor,
      totalMinor: product.priceMinor * quantity,
    })),
  );
  return order!.id;
}

/** A subscription of the organisation to the product. */
export async function insertSubscription(
  db: Db,
  { organisationId, product, status = 'active' }: { organisationId: number; product: ProductRow; status?: SubscriptionStatus },
): Promise<void> {
  await db.insert(subscriptions).values({
    organisationId,
    productId: product.id,
    kind: product.kind,
    interval: product.interval,
    unitMinor: product.priceMinor,
    currency: product.currency,
    status,
    currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
  });
}
