import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ApplicationCard, ApplicationDetail, PositionRef } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions, type JobApplicationRow, type JobPositionRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

const refColumns = {
  id: jobPositions.id,
  slug: jobPositions.slug,
  titleEn: jobPositions.titleEn,
  titleEs: jobPositions.titleEs,
  status: jobPositions.status,
  salaryCurrency: jobPositions.salaryCurrency,
};
type RefRow = Pick<JobPositionRow, keyof typeof refColumns>;

const refOf = (row: RefRow): PositionRef => ({
  id: row.id,
  slug: row.slug,
  title_en: row.titleEn,
  title_es: row.titleEs,
  status: row.status,
});

function cardOf(row: JobApplicationRow, position: RefRow): ApplicationCard {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    position: refOf(position),
    stage: row.stage,
    version: row.version,
    has_cover_letter: row.coverLetterStoredName !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Applications with their positions, in the board's order: by stage, then place in it. */
export async function applicationCards(db: Db, where?: SQL): Promise<ApplicationCard[]> {
  const rows = await db
    .select({ application: jobApplications, position: refColumns })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(where)
    .orderBy(asc(jobApplications.position), asc(jobApplications.id));
  return rows.map((row) => cardOf(row.application, row.position));
}

/** Every position, the newest first, as the board's filter names them. */
export async function positionRefs(db: Db): Promise<PositionRef[]> {
  const rows = await db.select(refColumns).from(jobPositions).orderBy(desc(jobPositions.createdAt), asc(jobPositions.id));
  return rows.map(refOf);
}

export async function applicationRow(db: Db, id: number): Promise<JobApplicationRow> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** One application with everything its applicant sent. */
export async function applicationDetail(db: Db, id: number): Promise<ApplicationDetail> {
  const [row] = await db
    .select({ application: jobApplications, position: refColumns })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) throw notFound();
  const { application, position } = row;
  return {
    ...cardOf(application, position),
    phone: application.phone,
    expected_salary: application.expectedSalary,
    salary_currency: position.salaryCurrency,
    portfolio_url: application.portfolioUrl,
    language: application.language,
    consent_at: application.consentAt.toISOString(),
    cv: { name: application.cvOriginalName, content_type: application.cvContentType, size: application.cvSize },
    cover_letter:
      application.coverLetterStoredName === null
        ? null
        : {
            name: application.coverLetterOriginalName ?? 'cover-letter',
            content_type: application.coverLetterContentType ?? 'application/octet-stream',
            size: application.coverLetterSize ?? 0,
          },
  };
}
