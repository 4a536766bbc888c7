import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPositionFields, updatePositionFields } from '@/api/contract/careers';
import type { PositionStatus } from '@/api/contract/site-values';
import type { FieldErrors } from '@/api/contract/errors';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions, type JobPositionRow } from '@server/db/schema';
import { fieldError, invalidFields } from '@server/src/http/http-errors';
import { richTextToPlain, sanitiseRichText } from '@server/src/rich-text/sanitise';
import { dayOf } from './open-positions';
import { freeSlug } from './slug';

type NewPosition = z.output<typeof createPositionFields>;
type PositionChange = z.output<typeof updatePositionFields>;

const RICH_TEXTS = ['description_en', 'description_es', 'requirements_en', 'requirements_es', 'offer_en', 'offer_es'] as const;
type RichTextField = (typeof RICH_TEXTS)[number];
/** The texts a position cannot be without; the others may stay empty. */
const REQUIRED_TEXTS: readonly RichTextField[] = ['description_en', 'description_es'];

/** The statuses a position may take from each (a reopened position is published again). */
const NEXT_STATUSES: Record<PositionStatus, readonly PositionStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open'],
};

/**
 * The rich texts given, sanitised; one that the sanitising leaves without any text (it held only
 * markup or a script) is refused when the position needs it.
 */
function sanitisedTexts(given: Partial<Record<RichTextField, string>>): Partial<Record<RichTextField, string>> {
  const errors: FieldErrors = {};
  const texts: Partial<Record<RichTextField, string>> = {};
  for (const field of RICH_TEXTS) {
    const html = given[field];
    if (html === undefined) continue;
    const clean = sanitiseRichText(html);
    if (REQUIRED_TEXTS.includes(field) && richTextToPlain(clean) === '') errors[field] = ['required'];
    // An editor's empty paragraph is no text at all.
    texts[field] = richTextToPlain(clean) === '' ? '' : clean;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return texts;
}

const columnsOfTexts = (texts: Partial<Record<RichTextField, string>>) => ({
  descriptionEn: texts.description_en,
  descriptionEs: texts.description_es,
  requirementsEn: texts.requirements_en,
  requirementsEs: texts.requirements_es,
  offerEn: texts.offer_en,
  offerEs: texts.offer_es,
});

/** A new position, a draft, with a slug of its English title no other position has. */
export async function createPosition(db: Db, fields: NewPosition, now: Date): Promise<JobPositionRow> {
  const texts = sanitisedTexts(fields);
  const [row] = await db
    .insert(jobPositions)
    .values({
      slug: await freeSlug(db, fields.title_en),
      titleEn: fields.title_en,
      titleEs: fields.title_es,
      department: fields.department,
      location: fields.location,
      workplace: fields.workplace,
      employmentType: fields.employment_type,
      salaryMin: fields.salary_min,
      salaryMax: fields.salary_max,
      salaryCurrency: fields.salary_currency,
      descriptionEn: texts.description_en!,
      descriptionEs: texts.description_es!,
      requirementsEn: texts.requirements_en!,
      requirementsEs: texts.requirements_es!,
      offerEn: texts.offer_en!,
      offerEs: texts.offer_es!,
      closesOn: fields.closes_on,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The status asked for, if the position may take it; opening publishes it (now). */
function statusChange(row: JobPositionRow, change: PositionChange, now: Date) {
  const status = change.status;
  if (status === undefined || status === row.status) return {};
  if (!NEXT_STATUSES[row.status].includes(status)) throw fieldError('status', 'invalid_transition');
  return status === 'open' ? { status, publishedAt: now } : { status };
}

/**
 * Some of a position's fields and its status. Its slug stays. Opening it, or moving an open
 * position's closing date, to a day already past is refused: it would be closed again at once.
 */
export async function updatePosition(db: Db, row: JobPositionRow, change: PositionChange, now: Date): Promise<JobPositionRow> {
  const texts = sanitisedTexts(change);
  const salaryMin = change.salary_min === undefined ? row.salaryMin : change.salary_min;
  const salaryMax = change.salary_max === undefined ? row.salaryMax : change.salary_max;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) throw fieldError('salary_max', 'salary_range_reversed');
  const status = statusChange(row, change, now);
  const closesOn = change.closes_on === undefined ? row.closesOn : change.closes_on;
  const opensOrMoves = status.status === 'open' || (row.status === 'open' && change.closes_on !== undefined);
  if (opensOrMoves && closesOn !== null && closesOn < dayOf(now)) throw fieldError('closes_on', 'closing_date_passed');
  const [updated] = await db
    .update(jobPositions)
    .set({
      titleEn: change.title_en,
      titleEs: change.title_es,
      department: change.department,
      location: change.location,
      workplace: change.workplace,
      employmentType: change.employment_type,
      salaryMin: change.salary_min,
      salaryMax: change.salary_max,
      salaryCurrency: change.salary_currency,
      ...columnsOfTexts(texts),
      closesOn: change.closes_on,
      ...status,
      updatedAt: now,
    })
    .where(eq(jobPositions.id, row.id))
    .returning();
  return updated!;
}

/** Deletes a position no one has applied to; one with applications is closed instead, and purged in time (retention.ts). */
export async function deletePosition(db: Db, row: JobPositionRow): Promise<void> {
  await db.transaction(async (tx) => {
    // Taking the position's row first: an application arriving meanwhile waits, then finds it gone.
    await tx.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.id, row.id)).for('update');
    const [applied] = await tx.select({ n: count() }).from(jobApplications).where(eq(jobApplications.positionId, row.id));
    if (applied!.n > 0) throw fieldError('non_field_errors', 'position_has_applications');
    await tx.delete(jobPositions).where(eq(jobPositions.id, row.id));
  });
}
