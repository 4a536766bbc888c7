import { describe, expect, it } from 'vitest';
import type { FaqAdmin, FaqEntryAdmin } from '@/api/contract/site-content';
import { entryOrderOf, moveCategory, moveEntry, placeOf } from './faq-order';

const entry = (id: number, category: number): FaqEntryAdmin => ({
  id,
  category,
  slug: `q-${id}`,
  question_en: `Q${id}`,
  question_es: `P${id}`,
  answer_en: '<p>A</p>',
  answer_es: '<p>R</p>',
  published: true,
  updated_at: '2026-01-01T00:00:00Z',
});

const FAQ: FaqAdmin = {
  categories: [
    { id: 1, slug: 'a', name_en: 'A', name_es: 'A', entries: [entry(10, 1), entry(11, 1), entry(12, 1)] },
    { id: 2, slug: 'b', name_en: 'B', name_es: 'B', entries: [entry(20, 2)] },
    { id: 3, slug: 'c', name_en: 'C', name_es: 'C', entries: [] },
  ],
};

describe('the FAQ order', () => {
  it('moves an answer within its category', () => {
    expect(entryOrderOf(moveEntry(FAQ, 10, 1, 2)).categories[0]).toEqual({ id: 1, entries: [11, 12, 10] });
    expect(entryOrderOf(moveEntry(FAQ, 12, 1, 0)).categories[0]).toEqual({ id: 1, entries: [12, 10, 11] });
  });

  it('moves an answer to another category, even an empty one, and says it is there', () => {
    const moved = moveEntry(FAQ, 11, 3, 0);
    expect(entryOrderOf(moved)).toEqual({
      categories: [
        { id: 1, entries: [10, 12] },
        { id: 2, entries: [20] },
        { id: 3, entries: [11] },
      ],
    });
    expect(moved.categories[2]!.entries[0]!.category).toBe(3);
    expect(placeOf(moved, 11)).toEqual({ categoryId: 3, index: 0 });
    expect(entryOrderOf(moveEntry(FAQ, 20, 1, 99)).categories[0]).toEqual({ id: 1, entries: [10, 11, 12, 20] });
  });

  it('leaves the FAQ as it is for an unknown answer or category', () => {
    expect(moveEntry(FAQ, 99, 1, 0)).toBe(FAQ);
    expect(moveEntry(FAQ, 10, 99, 0)).toBe(FAQ);
    expect(placeOf(FAQ, 99)).toEqual({ categoryId: null, index: -1 });
  });

  it('moves a category among the others', () => {
    expect(moveCategory(FAQ, 3, 0).categories.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(moveCategory(FAQ, 1, 1).categories.map((c) => c.id)).toEqual([2, 1, 3]);
  });
});
