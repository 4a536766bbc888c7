import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TestimonialAdmin, testimonialChangeFields, testimonialFields } from '@/api/contract/site-content';
import type { Db } from '@server/db/client';
import { testimonials, type TestimonialRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { nextPosition, rowsInOrder } from './ordered-lists';

type Fields = z.output<typeof testimonialFields>;
type Change = z.output<typeof testimonialChangeFields>;

const toTestimonialAdmin = (row: TestimonialRow): TestimonialAdmin => ({
  id: row.id,
  author_name: row.authorName,
  author_role: row.authorRole,
  company: row.company,
  quote_en: row.quoteEn,
  quote_es: row.quoteEs,
  published: row.published,
});

/** The columns of the fields given; one left out is undefined, which an update leaves as it is. */
const columnsOf = (fields: Change) => ({
  authorName: fields.author_name,
  authorRole: fields.author_role,
  company: fields.company,
  quoteEn: fields.quote_en,
  quoteEs: fields.quote_es,
  published: fields.published,
});

export async function testimonialList(db: Db) {
  return (await rowsInOrder(db, testimonials)).map(toTestimonialAdmin);
}

/** A new testimonial, last. */
export function createTestimonial(db: Db, fields: Fields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({
        authorName: fields.author_name,
        authorRole: fields.author_role,
        company: fields.company,
        quoteEn: fields.quote_en,
        quoteEs: fields.quote_es,
        published: fields.published,
        position: await nextPosition(tx, testimonials),
      })
      .returning();
    return toTestimonialAdmin(row!);
  });
}

export async function updateTestimonial(db: Db, id: number, change: Change) {
  const [row] = await db.update(testimonials).set(columnsOf(change)).where(eq(testimonials.id, id)).returning();
  if (!row) throw notFound();
  return toTestimonialAdmin(row);
}

export async function deleteTestimonial(db: Db, id: number) {
  const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (deleted.length === 0) throw notFound();
}
