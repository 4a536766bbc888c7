import { and, desc, eq } from 'drizzle-orm';
import type { PositionSummary, PublicPosition, SiteLanguage } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobPositions, type JobPositionRow } from '@server/db/schema';
import { dayOf, isOpenOn } from './open-positions';

function summaryOf(row: JobPositionRow, lang: SiteLanguage): PositionSummary {
  const hasSalary = row.salaryMin !== null || row.salaryMax !== null;
  return {
    slug: row.slug,
    title: lang === 'es' ? row.titleEs : row.titleEn,
    department: row.department,
    location: row.location,
    workplace: row.workplace,
    employment_type: row.employmentType,
    salary: hasSalary ? { min: row.salaryMin, max: row.salaryMax, currency: row.salaryCurrency } : null,
    closes_on: row.closesOn,
    // An open position was published when it opened (write-positions.ts).
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * The positions open to applications today (the server's clock, `now`), newest published first,
 * in `lang`: what the careers page lists. Also what the public page renders on the server.
 */
export async function readOpenPositions(db: Db, lang: SiteLanguage, now = new Date()): Promise<PositionSummary[]> {
  const rows = await db
    .select()
    .from(jobPositions)
    .where(isOpenOn(dayOf(now)))
    .orderBy(desc(jobPositions.publishedAt), desc(jobPositions.id));
  return rows.map((row) => summaryOf(row, lang));
}

/** One open position's page in `lang`; null for a draft, a closed position, one past its closing date, or none. */
export async function readPublicPosition(db: Db, slug: string, lang: SiteLanguage, now = new Date()): Promise<PublicPosition | null> {
  const [row] = await db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.slug, slug), isOpenOn(dayOf(now))))
    .limit(1);
  if (!row) return null;
  const es = lang === 'es';
  return {
    ...summaryOf(row, lang),
    description: es ? row.descriptionEs : row.descriptionEn,
    requirements: es ? row.requirementsEs : row.requirementsEn,
    offer: es ? row.offerEs : row.offerEn,
  };
}
