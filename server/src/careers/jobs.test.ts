import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { jobApplications, jobPositions, notifications, type JobPositionRow, type UserRow } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { careersJobs } from './jobs';
import { CLOSED_POSITION_RETENTION_MONTHS, REJECTED_APPLICATION_RETENTION_MONTHS, monthsBefore } from './retention';
import { PDF, insertPosition, storedApplicationFiles } from './test-kit';

let now = new Date('2026-11-24T00:05:00Z');
let server: TestServer;
let staff: UserRow;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  staff = await server.createUser('CTO');
});
afterAll(() => server.close());

/** Runs the named job as its schedule does. */
async function run(name: string) {
  const job = careersJobs(server.app).find((candidate) => candidate.name === name);
  await job!.run();
}

const statusOf = async (position: JobPositionRow) =>
  (await server.database.db.select({ status: jobPositions.status }).from(jobPositions).where(eq(jobPositions.id, position.id)))[0]!.status;

describe('the daily closing of positions past their closing date', () => {
  it('closes the open positions whose last day was before today, and no other', async () => {
    const { db } = server.database;
    const yesterday = await insertPosition(db, { closesOn: '2026-11-23' });
    const today = await insertPosition(db, { closesOn: '2026-11-24' });
    const untilFilled = await insertPosition(db, { closesOn: null });
    const draft = await insertPosition(db, { status: 'draft', closesOn: '2026-10-01' });
    await run('close-expired-positions');
    expect(await statusOf(yesterday)).toBe('closed');
    expect(await statusOf(today)).toBe('open');
    expect(await statusOf(untilFilled)).toBe('open');
    expect(await statusOf(draft)).toBe('draft');

    now = new Date('2026-11-25T00:05:00Z');
    await run('close-expired-positions');
    expect(await statusOf(today)).toBe('closed');
    const [closed] = await db.select().from(jobPositions).where(eq(jobPositions.id, today.id));
    expect(closed!.updatedAt).toEqual(now);
  });
});

describe('the retention of applications', () => {
  it('keeps applications 12 months after their position closed and rejected ones 6 months after their last change', () => {
    expect([CLOSED_POSITION_RETENTION_MONTHS, REJECTED_APPLICATION_RETENTION_MONTHS]).toEqual([12, 6]);
    expect(monthsBefore(new Date('2026-08-31T12:00:00Z'), 6)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(monthsBefore(new Date('2027-01-15T03:00:00Z'), 12)).toEqual(new Date('2026-01-15T03:00:00Z'));
  });

  it('deletes, with their files and notifications, the applications past their retention, and keeps the others', async () => {
    now = new Date('2026-11-24T03:33:00Z');
    const { db } = server.database;
    const day = 24 * 3600 * 1000;
    const closedLongAgo = await insertPosition(db, { status: 'closed', updatedAt: new Date('2025-11-23T03:00:00Z') });
    const closedLately = await insertPosition(db, { status: 'closed', updatedAt: new Date('2025-11-25T03:00:00Z') });
    const open = await insertPosition(db);

    let n = 0;
    async function application(position: JobPositionRow, stage: 'received' | 'rejected' | 'hired', updatedAt: Date) {
      n += 1;
      const key = `applications/retention-${n}`;
      await server.app.storage.put(key, Readable.from([PDF]), { contentType: 'application/pdf', maxBytes: PDF.length });
      const [row] = await db
        .insert(jobApplications)
        .values({
          positionId: position.id,
          name: `Applicant ${n}`,
          email: `retention${n}@example.com`,
          language: 'en',
          consentAt: updatedAt,
          cvStoredName: key,
          cvOriginalName: 'cv.pdf',
          cvContentType: 'application/pdf',
          cvSize: PDF.length,
          stage,
          createdAt: updatedAt,
          updatedAt,
        })
        .returning();
      await db.insert(notifications).values({
        userId: staff.id,
        kind: 'application_received',
        subjectType: 'application',
        subjectId: row!.id,
        subjectLabel: 'Developer',
        detail: row!.name,
      });
      return row!;
    }
    const gone = [
      await application(closedLongAgo, 'hired', new Date('2025-10-01T00:00:00Z')),
      await application(open, 'rejected', new Date(monthsBefore(now, 6).getTime() - day)),
    ];
    const kept = [
      await application(closedLately, 'hired', new Date('2025-10-01T00:00:00Z')),
      await application(open, 'rejected', new Date(monthsBefore(now, 6).getTime() + day)),
      await application(open, 'received', new Date('2024-01-01T00:00:00Z')),
    ];

    await run('purge-expired-applications');

    const left = await db.select({ id: jobApplications.id }).from(jobApplications);
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    expect(storedApplicationFiles(server.config.filesDir).sort()).toEqual(kept.map((row) => row.cvStoredName.split('/')[1]).sort());
    const told = await db
      .select({ subject: notifications.subjectId })
      .from(notifications)
      .where(
        inArray(
          notifications.subjectId,
          [...gone, ...kept].map((row) => row.id),
        ),
      );
    expect(told.map((row) => row.subject).sort()).toEqual(kept.map((row) => row.id).sort());
  });
});
