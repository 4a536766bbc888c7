import { like } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobPositions } from '@server/db/schema';

const SLUG_MAX = 80;

/** A title as an address: `Voice AI engineer (Madrid)` → `voice-ai-engineer-madrid`. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'position';
}

/** Addresses under /career/ that are pages of their own: no position may take them. */
const RESERVED = ['apply'];

/** The slug of a new position from its English title, with `-2`, `-3`… when another has it already. */
export async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set([
    ...RESERVED,
    ...(
      await db
        .select({ slug: jobPositions.slug })
        .from(jobPositions)
        .where(like(jobPositions.slug, `${base}%`))
    ).map((row) => row.slug),
  ]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
