import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobApplications, notifications, type JobApplicationRow } from '@server/db/schema';
import type { FileStorage } from '@server/src/files/storage/file-storage';

export type ErasedApplication = Pick<JobApplicationRow, 'id' | 'cvStoredName' | 'coverLetterStoredName'>;

export const erasedColumns = {
  id: jobApplications.id,
  cvStoredName: jobApplications.cvStoredName,
  coverLetterStoredName: jobApplications.coverLetterStoredName,
};

/**
 * Deletes applications with everything that holds the applicant's data: their files, and the
 * notifications that told staff of them (which name the applicant). The files go first: if the
 * storage fails, the row stays, so the erasure can be tried again and no CV outlives its record.
 */
export async function eraseApplications(db: Db, storage: FileStorage, applications: readonly ErasedApplication[]): Promise<void> {
  for (const application of applications) {
    await storage.remove(application.cvStoredName);
    if (application.coverLetterStoredName) await storage.remove(application.coverLetterStoredName);
  }
  if (applications.length === 0) return;
  const ids = applications.map((application) => application.id);
  await db.transaction(async (tx) => {
    await tx.delete(notifications).where(and(eq(notifications.subjectType, 'application'), inArray(notifications.subjectId, ids)));
    await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
  });
}
