import { and, eq, inArray, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { applicationFields, careersEndpoints } from '@/api/contract/careers';
import { ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions, users, type JobPositionRow } from '@server/db/schema';
import { upload } from '@server/src/http/endpoints';
import { fieldError } from '@server/src/http/http-errors';
import type { StoredFile } from '@server/src/files/uploads';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';
import { refuseForSeconds } from '@server/src/limits/too-many';
import { notify } from '@server/src/notifications/notify';
import { normaliseEmail } from '@server/src/users/queries';
import { applicationReceivedEmail } from './application-email';
import { applicationFilePlace, checkApplicationFiles, type CheckedFile } from './application-files';
import { dayOf, isOpenOn } from './open-positions';

/** Applications one address may send in an hour (an office or a café shares one). */
export const APPLICATIONS_PER_ADDRESS_HOUR = 20;
/** Applications one e-mail may send in a day: a few positions at once, never a flood. */
export const APPLICATIONS_PER_EMAIL_DAY = 5;

const RECEIVED = { detail: 'Application received.' };

type Applicant = z.output<typeof applicationFields>;

/** The staff who manage careers (ACCESS.careers) and can sign in: who is told of a new application. */
async function careersStaff(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ACCESS.careers]), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

/**
 * The application and its notice to staff, in one transaction. The position is read again under a
 * share lock: one deleted or closed meanwhile is refused, as if it had never been open.
 */
async function keepApplication(
  db: Db,
  applicant: Applicant,
  files: { cv: CheckedFile; coverLetter: CheckedFile | null },
  now: Date,
): Promise<JobPositionRow> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(jobPositions)
      .where(and(eq(jobPositions.slug, applicant.position), isOpenOn(dayOf(now))))
      .for('share');
    if (!position) throw fieldError('position', 'position_not_open');
    // A new application goes on top of Received, where the newest are looked at first.
    const [top] = await tx
      .select({ position: min(jobApplications.position) })
      .from(jobApplications)
      .where(eq(jobApplications.stage, 'received'));
    const [application] = await tx
      .insert(jobApplications)
      .values({
        positionId: position.id,
        name: applicant.name,
        email: normaliseEmail(applicant.email),
        phone: applicant.phone,
        // The form takes whole units; every amount is kept in minor units.
        expectedSalary: applicant.expected_salary === null ? null : applicant.expected_salary * 100,
        portfolioUrl: applicant.portfolio_url,
        language: applicant.language,
        cvStoredName: files.cv.key,
        cvOriginalName: files.cv.name,
        cvContentType: files.cv.contentType,
        cvSize: files.cv.size,
        coverLetterStoredName: files.coverLetter?.key ?? null,
        coverLetterOriginalName: files.coverLetter?.name ?? null,
        coverLetterContentType: files.coverLetter?.contentType ?? null,
        coverLetterSize: files.coverLetter?.size ?? null,
        consentAt: now,
        stage: 'received',
        position: top?.position == null ? 0 : top.position - 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobApplications.id });
    await notify(tx, await careersStaff(tx), {
      kind: 'application_received',
      actor: null,
      subject: { type: 'application', id: application!.id, label: position.titleEn },
      detail: applicant.name,
    });
    return position;
  });
}

/**
 * The public application form. The sender's address is counted before a byte of the files is
 * read; the e-mail once the fields are read. A form whose hidden `website` field is filled came
 * from a program: it is answered as taken, and nothing of it is kept.
 */
export function applyHandler(app: FastifyInstance) {
  const perAddress = sharedLimiter(app.db, {
    name: 'careers applications per address',
    points: APPLICATIONS_PER_ADDRESS_HOUR,
    windowSeconds: 3600,
  });
  const perEmail = sharedLimiter(app.db, {
    name: 'careers applications per e-mail',
    points: APPLICATIONS_PER_EMAIL_DAY,
    windowSeconds: 24 * 3600,
  });
  const removeAll = (files: (StoredFile | undefined)[]) =>
    Promise.all(files.flatMap((file) => (file ? [app.storage.remove(file.key)] : [])));

  return upload<typeof careersEndpoints.apply>({
    authorize: async ({ request, reply }) => {
      const wait = await countAgainst(perAddress, request.ip);
      if (wait > 0) refuseForSeconds(reply, wait, 'Too many applications from this address. Try again later.');
    },
    place: () => applicationFilePlace(),
    handler: async ({ db, body, files, reply }) => {
      if (body.website) {
        await removeAll([files.cv, files.cover_letter]);
        return RECEIVED;
      }
      const wait = await countAgainst(perEmail, normaliseEmail(body.email));
      if (wait > 0) refuseForSeconds(reply, wait, 'Too many applications from this e-mail. Try again tomorrow.');
      const checked = await checkApplicationFiles(files);
      const now = app.clock();
      const position = await keepApplication(db, body, checked, now);
      // The application is kept from here on: a confirmation that cannot be queued must neither
      // answer as a failure (the applicant would send it again) nor take the stored CV with it.
      await app.mailer
        .send(
          applicationReceivedEmail(normaliseEmail(body.email), {
            name: body.name,
            position: body.language === 'es' ? position.titleEs : position.titleEn,
            language: body.language,
          }),
        )
        .catch((error: unknown) => app.log.error({ err: error }, 'An application was kept, but its confirmation could not be queued'));
      return RECEIVED;
    },
  });
}
