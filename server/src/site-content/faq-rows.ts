import { asc } from 'drizzle-orm';
import type { FaqAdmin, FaqCategoryAdmin, FaqEntryAdmin } from '@/api/contract/site-content';
import type { Db } from '@server/db/client';
import { faqCategories, faqEntries, type FaqCategoryRow, type FaqEntryRow } from '@server/db/schema';
import { readTogether } from '@server/src/sql/read-together';

export const toFaqEntryAdmin = (row: FaqEntryRow): FaqEntryAdmin => ({
  id: row.id,
  category: row.categoryId,
  slug: row.slug,
  question_en: row.questionEn,
  question_es: row.questionEs,
  answer_en: row.answerEn,
  answer_es: row.answerEs,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

export const toFaqCategoryAdmin = (row: FaqCategoryRow, entries: FaqEntryRow[]): FaqCategoryAdmin => ({
  id: row.id,
  slug: row.slug,
  name_en: row.nameEn,
  name_es: row.nameEs,
  entries: entries.filter((entry) => entry.categoryId === row.id).map(toFaqEntryAdmin),
});

/** The whole FAQ as staff edit it: every category and every answer, published or not, in order. */
export async function readFaqAdmin(db: Db): Promise<FaqAdmin> {
  const [categories, entries] = await readTogether(db, [
    () => db.select().from(faqCategories).orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    () => db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id)),
  ]);
  return { categories: categories.map((category) => toFaqCategoryAdmin(category, entries)) };
}
