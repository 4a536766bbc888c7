import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PositionAdmin, PositionAdminSummary } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions, type JobPositionRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { readTogether } from '@server/src/sql/read-together';

type Counts = PositionAdminSummary['applications'];
const NONE: Counts = { total: 0, received: 0 };

/** How many have applied to each position (all, and those still received), by position. */
async function applicationCounts(db: Db, where?: SQL): Promise<Map<number, Counts>> {
  const rows = await db
    .select({
      position: jobApplications.positionId,
      total: count(),
      received: sql<number>`(count(*) filter (where ${jobApplications.stage} = 'received'))::int`,
    })
    .from(jobApplications)
    .where(where)
    .groupBy(jobApplications.positionId);
  return new Map(rows.map((row) => [row.position, { total: row.total, received: row.received }]));
}

function summaryOf(row: JobPositionRow, applications: Counts): PositionAdminSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    title_en: row.titleEn,
    title_es: row.titleEs,
    department: row.department,
    location: row.location,
    workplace: row.workplace,
    employment_type: row.employmentType,
    closes_on: row.closesOn,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    applications,
  };
}

/** Every position (or those of one status), the newest first, with how many have applied. */
export async function positionSummaries(db: Db, status?: JobPositionRow['status']): Promise<PositionAdminSummary[]> {
  const [rows, counts] = await readTogether(db, [
    () =>
      db
        .select()
        .from(jobPositions)
        .where(status ? eq(jobPositions.status, status) : undefined)
        .orderBy(desc(jobPositions.createdAt), asc(jobPositions.id)),
    () => applicationCounts(db),
  ]);
  return rows.map((row) => summaryOf(row, counts.get(row.id) ?? NONE));
}

export async function positionRow(db: Db, id: number): Promise<JobPositionRow> {
  const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** One position as staff edit it. */
export async function positionAdmin(db: Db, row: JobPositionRow): Promise<PositionAdmin> {
  const counts = await applicationCounts(db, eq(jobApplications.positionId, row.id));
  return {
    ...summaryOf(row, counts.get(row.id) ?? NONE),
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    description_en: row.descriptionEn,
    description_es: row.descriptionEs,
    requirements_en: row.requirementsEn,
    requirements_es: row.requirementsEs,
    offer_en: row.offerEn,
    offer_es: row.offerEs,
    created_at: row.createdAt.toISOString(),
  };
}
