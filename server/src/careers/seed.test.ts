import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { APPLICATION_STAGES } from '@/api/contract/careers';
import { jobApplications, jobPositions } from '@server/db/schema';
import { startTestServer, storedBytes, type TestServer } from '@server/test/harness';
import { readOpenPositions } from './public-reads';
import { careersSeed } from './seed';

const DAY = 24 * 3600 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.transaction((tx) =>
    careersSeed.run(tx, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }),
  );
});
afterAll(() => server.close());

const bytesOf = (key: string) => storedBytes(server.app.storage, key);

/** Whether each object the PDF's cross-reference table names starts where the table says, and the table where `startxref` says. */
function crossReferencesHold(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('xref\n', start)) return false;
  const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  return offsets.length > 0 && offsets.every((offset, index) => text.startsWith(`${index + 1} 0 obj\n`, offset));
}

describe('the careers demo data', () => {
  it('has five positions in both languages: three open, a draft and a closed one', async () => {
    const positions = await server.database.db.select().from(jobPositions);
    expect(positions.map((p) => p.status).sort()).toEqual(['closed', 'draft', 'open', 'open', 'open']);
    for (const position of positions) {
      expect(position.descriptionEn).toMatch(/^<p>/);
      expect(position.descriptionEs).not.toBe(position.descriptionEn);
    }
    expect((await readOpenPositions(server.database.db, 'es')).map((p) => p.title)).toEqual([
      'Ingeniero/a de IA de voz',
      'Desarrollador/a full-stack',
      'Jefe/a de proyecto',
    ]);
  });

  it('has twenty-nine applications over every stage, each with a stored CV that is a PDF', async () => {
    const applications = await server.database.db.select().from(jobApplications);
    expect(applications).toHaveLength(29);
    expect(new Set(applications.map((a) => a.stage))).toEqual(new Set(APPLICATION_STAGES));
    for (const application of applications) {
      const cv = await bytesOf(application.cvStoredName);
      expect(cv.length).toBe(application.cvSize);
      expect((await fileTypeFromBuffer(cv))?.mime).toBe('application/pdf');
      expect(crossReferencesHold(cv)).toBe(true);
      expect(cv.toString('latin1')).toContain(`(${application.name}) '`.normalize('NFC'));
      const letter = application.coverLetterStoredName ? await bytesOf(application.coverLetterStoredName) : null;
      expect(letter?.length ?? null).toBe(application.coverLetterSize);
    }
  });

  it('spreads the applications over the last three months, five of them hired days to weeks after they came', async () => {
    const applications = await server.database.db.select().from(jobApplications);
    const now = Date.now();
    const oldest = Math.min(...applications.map((a) => a.createdAt.getTime()));
    expect((now - oldest) / DAY).toBeGreaterThan(80);
    expect((now - oldest) / DAY).toBeLessThanOrEqual(90);
    const hired = applications.filter((a) => a.stage === 'hired');
    expect(hired).toHaveLength(5);
    for (const application of hired) {
      const days = (application.hiredAt!.getTime() - application.createdAt.getTime()) / DAY;
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(45);
      expect(application.hiredAt!.getTime()).toBeLessThanOrEqual(now);
    }
    expect(applications.filter((a) => a.stage !== 'hired').every((a) => a.hiredAt === null)).toBe(true);
  });
});
