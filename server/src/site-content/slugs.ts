import { like } from 'drizzle-orm';
import { foldForSearch } from '@/api/contract/text-search';
import type { Db } from '@server/db/client';
import { faqCategories, faqEntries } from '@server/db/schema';

const SLUG_MAX = 60;

/** An address fragment from an English text: `How do I pay?` → `how-do-i-pay`, cut at a word near 60 characters. */
export function slugFrom(text: string, fallback: string): string {
  const words = foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words || fallback;
  const cut = words.slice(0, SLUG_MAX + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

/**
 * A slug no category and no answer has: both are anchors of the one FAQ page (`/faqs#billing`,
 * `/faqs#how-do-i-pay`), so they share one set of names. A taken one gets `-2`, `-3`, …
 */
export async function freeFaqSlug(db: Db, text: string, fallback: string): Promise<string> {
  const base = slugFrom(text, fallback);
  // A slug is letters, digits and dashes: nothing in it is a pattern's wildcard.
  const pattern = `${base}%`;
  const categories = await db.select({ slug: faqCategories.slug }).from(faqCategories).where(like(faqCategories.slug, pattern));
  const entries = await db.select({ slug: faqEntries.slug }).from(faqEntries).where(like(faqEntries.slug, pattern));
  const taken = new Set([...categories, ...entries].map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * Runs a write that takes a new slug again when another write took the same slug between the
 * check and the insert (the unique index refuses the second one); a few tries are plenty.
 */
export async function retryingTakenSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
      if (cause?.code !== '23505' || attempt === 3) throw error;
    }
  }
}
