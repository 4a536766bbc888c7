import type { FaqAdmin, FaqEntryOrder } from '@/api/contract/site-content';

/**
 * The FAQ with one answer moved to `index` in `categoryId` (its own or another): what the
 * editor shows at once, and the order it sends. An answer or a category not found leaves it as it is.
 */
export function moveEntry(faq: FaqAdmin, entryId: number, categoryId: number, index: number): FaqAdmin {
  const entry = faq.categories.flatMap((category) => category.entries).find((e) => e.id === entryId);
  if (!entry || !faq.categories.some((category) => category.id === categoryId)) return faq;
  const without = faq.categories.map((category) =>
    category.entries.some((e) => e.id === entryId) ? { ...category, entries: category.entries.filter((e) => e.id !== entryId) } : category,
  );
  return {
    categories: without.map((category) => {
      if (category.id !== categoryId) return category;
      const entries = [...category.entries];
      entries.splice(Math.max(0, Math.min(index, entries.length)), 0, { ...entry, category: categoryId });
      return { ...category, entries };
    }),
  };
}

/** The FAQ with one category moved to `index` among the categories. */
export function moveCategory(faq: FaqAdmin, categoryId: number, index: number): FaqAdmin {
  const category = faq.categories.find((c) => c.id === categoryId);
  if (!category) return faq;
  const categories = faq.categories.filter((c) => c.id !== categoryId);
  categories.splice(Math.max(0, Math.min(index, categories.length)), 0, category);
  return { categories };
}

/** Where every answer stands, as the server takes it. */
export const entryOrderOf = (faq: FaqAdmin): FaqEntryOrder => ({
  categories: faq.categories.map((category) => ({ id: category.id, entries: category.entries.map((entry) => entry.id) })),
});

/** Where an answer stands: its category and its place there (null and -1 when it is not found). */
export function placeOf(faq: FaqAdmin, entryId: number): { categoryId: number | null; index: number } {
  for (const category of faq.categories) {
    const index = category.entries.findIndex((entry) => entry.id === entryId);
    if (index >= 0) return { categoryId: category.id, index };
  }
  return { categoryId: null, index: -1 };
}
