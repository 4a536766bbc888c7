import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OfficeAdmin, officeChangeFields, officeFields } from '@/api/contract/site-content';
import type { Db } from '@server/db/client';
import { offices, type OfficeRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { nextPosition, rowsInOrder } from './ordered-lists';

type Fields = z.output<typeof officeFields>;
type Change = z.output<typeof officeChangeFields>;

const toOfficeAdmin = (row: OfficeRow): OfficeAdmin => ({
  id: row.id,
  name_en: row.nameEn,
  name_es: row.nameEs,
  address: row.address,
  city: row.city,
  country: row.country,
  phone: row.phone,
  email: row.email,
});

/** The columns of the fields given; one left out is undefined, which an update leaves as it is. */
const columnsOf = (fields: Change) => ({
  nameEn: fields.name_en,
  nameEs: fields.name_es,
  address: fields.address,
  city: fields.city,
  country: fields.country,
  phone: fields.phone,
  email: fields.email,
});

export async function officeList(db: Db) {
  return (await rowsInOrder(db, offices)).map(toOfficeAdmin);
}

/** A new office, last. */
export function createOffice(db: Db, fields: Fields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offices)
      .values({
        nameEn: fields.name_en,
        nameEs: fields.name_es,
        address: fields.address,
        city: fields.city,
        country: fields.country,
        phone: fields.phone,
        email: fields.email,
        position: await nextPosition(tx, offices),
      })
      .returning();
    return toOfficeAdmin(row!);
  });
}

export async function updateOffice(db: Db, id: number, change: Change) {
  const [row] = await db.update(offices).set(columnsOf(change)).where(eq(offices.id, id)).returning();
  if (!row) throw notFound();
  return toOfficeAdmin(row);
}

export async function deleteOffice(db: Db, id: number) {
  const deleted = await db.delete(offices).where(eq(offices.id, id)).returning({ id: offices.id });
  if (deleted.length === 0) throw notFound();
}
