import { asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { faqCategoryFields, faqEntryOrderFields, createFaqEntryFields, updateFaqEntryFields } from '@/api/contract/site-content';
import type { Db } from '@server/db/client';
import { faqCategories, faqEntries } from '@server/db/schema';
import { fieldError, notFound } from '@server/src/http/http-errors';
import { toFaqCategoryAdmin, toFaqEntryAdmin } from './faq-rows';
import { namesExactly } from './list-order';
import { sanitisedAnswers } from './rich-answer';
import { freeFaqSlug, retryingTakenSlug } from './slugs';

type CategoryFields = z.output<typeof faqCategoryFields>;
type NewEntry = z.output<typeof createFaqEntryFields>;
type EntryChange = z.output<typeof updateFaqEntryFields>;
type EntryOrder = z.output<typeof faqEntryOrderFields>;

/** A category, locked for the rest of the transaction: its answers neither come nor go meanwhile. */
async function lockedCategory(tx: Db, id: number) {
  const [row] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  return row;
}

/** A new category, last, with a slug made from its English name. */
export function createFaqCategory(db: Db, fields: CategoryFields) {
  return retryingTakenSlug(() =>
    db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(faqCategories.position) }).from(faqCategories);
      const [row] = await tx
        .insert(faqCategories)
        .values({
          slug: await freeFaqSlug(tx, fields.name_en, 'faq'),
          nameEn: fields.name_en,
          nameEs: fields.name_es,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      return toFaqCategoryAdmin(row!, []);
    }),
  );
}

export async function updateFaqCategory(db: Db, id: number, fields: Partial<CategoryFields>) {
  const [row] = await db
    .update(faqCategories)
    .set({ nameEn: fields.name_en, nameEs: fields.name_es })
    .where(eq(faqCategories.id, id))
    .returning();
  if (!row) throw notFound();
  const entries = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.categoryId, id))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return toFaqCategoryAdmin(row, entries);
}

/** Only an empty category goes: its answers are moved or deleted first, so none is lost by a slip. */
export function deleteFaqCategory(db: Db, id: number) {
  return db.transaction(async (tx) => {
    if (!(await lockedCategory(tx, id))) throw notFound();
    if ((await tx.$count(faqEntries, eq(faqEntries.categoryId, id))) > 0) throw fieldError('category', 'category_not_empty');
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
  });
}

/** The categories' new order: it names every category once, or nothing changes. */
export function reorderFaqCategories(db: Db, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: faqCategories.id }).from(faqCategories).orderBy(asc(faqCategories.id)).for('update');
    if (
      !namesExactly(
        ids,
        rows.map((row) => row.id),
      )
    )
      throw fieldError('ids', 'order_mismatch');
    for (const [position, id] of ids.entries()) await tx.update(faqCategories).set({ position }).where(eq(faqCategories.id, id));
  });
}

/** A new answer, sanitised, last in its category, with a slug made from its English question. */
export function createFaqEntry(db: Db, fields: NewEntry, now: Date) {
  const answers = sanitisedAnswers(fields);
  return retryingTakenSlug(() =>
    db.transaction(async (tx) => {
      if (!(await lockedCategory(tx, fields.category))) throw fieldError('category', 'unknown_category');
      const [last] = await tx
        .select({ position: max(faqEntries.position) })
        .from(faqEntries)
        .where(eq(faqEntries.categoryId, fields.category));
      const [row] = await tx
        .insert(faqEntries)
        .values({
          categoryId: fields.category,
          slug: await freeFaqSlug(tx, fields.question_en, 'question'),
          questionEn: fields.question_en,
          questionEs: fields.question_es,
          answerEn: answers.answer_en!,
          answerEs: answers.answer_es!,
          published: fields.published,
          position: (last?.position ?? -1) + 1,
          updatedAt: now,
        })
        .returning();
      return toFaqEntryAdmin(row!);
    }),
  );
}

/** Its texts (sanitised) and whether it is published; its slug stays, so links to it keep working. */
export async function updateFaqEntry(db: Db, id: number, change: EntryChange, now: Date) {
  const answers = sanitisedAnswers(change);
  const [row] = await db
    .update(faqEntries)
    .set({
      questionEn: change.question_en,
      questionEs: change.question_es,
      answerEn: answers.answer_en,
      answerEs: answers.answer_es,
      published: change.published,
      updatedAt: now,
    })
    .where(eq(faqEntries.id, id))
    .returning();
  if (!row) throw notFound();
  return toFaqEntryAdmin(row);
}

export async function deleteFaqEntry(db: Db, id: number) {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * Where every answer stands, in one transaction. The order must name every category and every
 * answer as they are now, each once (an answer made or deleted since the editor loaded makes it
 * stale): else nothing changes. An answer listed under another category moves there.
 */
export function reorderFaqEntries(db: Db, order: EntryOrder, now: Date) {
  return db.transaction(async (tx) => {
    // Every category locked, in one order, so two orders (or an order and a new answer) take turns.
    const categories = await tx.select({ id: faqCategories.id }).from(faqCategories).orderBy(asc(faqCategories.id)).for('update');
    const entries = await tx.select({ id: faqEntries.id, category: faqEntries.categoryId, position: faqEntries.position }).from(faqEntries);
    const given = order.categories.flatMap((category) => category.entries);
    if (
      !namesExactly(
        order.categories.map((category) => category.id),
        categories.map((category) => category.id),
      ) ||
      !namesExactly(
        given,
        entries.map((entry) => entry.id),
      )
    )
      throw fieldError('categories', 'order_mismatch');
    const before = new Map(entries.map((entry) => [entry.id, entry]));
    for (const category of order.categories) {
      for (const [position, id] of category.entries.entries()) {
        const was = before.get(id)!;
        if (was.category === category.id && was.position === position) continue;
        await tx
          .update(faqEntries)
          .set({ categoryId: category.id, position, ...(was.category !== category.id && { updatedAt: now }) })
          .where(eq(faqEntries.id, id));
      }
    }
  });
}
