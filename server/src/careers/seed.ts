import { Readable } from 'node:stream';
import { APPLICATION_FILE_MAX_BYTES, type ApplicationStage } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import { privateFileKey } from '@server/src/files/private-files';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { sanitiseRichText } from '@server/src/rich-text/sanitise';
import { onePagePdf } from './demo-pdf';
import { DEMO_APPLICANTS, type DemoApplicant } from './seed-applicants';
import { DEMO_POSITIONS } from './seed-positions';
import { slugOf } from './slug';

const DAY = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const emailOf = (name: string) =>
  `${name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** When a hired demo applicant was hired: after they applied, not after today; null for the others. */
function hiringOf(applicant: DemoApplicant, at: (days: number) => Date): Date | null {
  if (applicant.stage !== 'hired') return null;
  const days = applicant.hiredDaysAgo;
  if (days === undefined || days < 0 || days >= applicant.daysAgo) throw new Error(`${applicant.name}: no hiring day after applying`);
  return at(-days);
}

async function storePdf(context: Parameters<DemoSeed['run']>[1], lines: string[]) {
  const data = onePagePdf(lines);
  const key = privateFileKey('applications');
  await context.storage.put(key, Readable.from([data]), { contentType: 'application/pdf', maxBytes: APPLICATION_FILE_MAX_BYTES });
  return { key, size: data.length };
}

/**
 * Five positions (three open, a draft, one closed) in both languages, and twenty-nine applications
 * over every stage and the last three months with their CVs, five of them hired.
 */
export const careersSeed: DemoSeed = {
  area: 'careers',
  async run(db: Db, context) {
    const today = new Date();
    const at = (days: number) => new Date(today.getTime() + days * DAY);
    const positions = await db
      .insert(jobPositions)
      .values(
        DEMO_POSITIONS.map((demo) => ({
          slug: slugOf(demo.titleEn),
          titleEn: demo.titleEn,
          titleEs: demo.titleEs,
          department: demo.department,
          location: demo.location,
          workplace: demo.workplace,
          employmentType: demo.employmentType,
          salaryMin: demo.salary ? demo.salary[0] * 100 : null,
          salaryMax: demo.salary ? demo.salary[1] * 100 : null,
          salaryCurrency: 'EUR',
          descriptionEn: sanitiseRichText(demo.descriptionEn),
          descriptionEs: sanitiseRichText(demo.descriptionEs),
          requirementsEn: sanitiseRichText(demo.requirementsEn),
          requirementsEs: sanitiseRichText(demo.requirementsEs),
          offerEn: sanitiseRichText(demo.offerEn),
          offerEs: sanitiseRichText(demo.offerEs),
          status: demo.status,
          closesOn: demo.closesInDays === null ? null : isoDay(at(demo.closesInDays)),
          publishedAt: demo.publishedDays === null ? null : at(demo.publishedDays),
          createdAt: at((demo.publishedDays ?? -2) - 3),
          // A closed position's last change is its closing.
          updatedAt: demo.status === 'closed' && demo.closesInDays !== null ? at(demo.closesInDays + 1) : at(-1),
        })),
      )
      .returning({ id: jobPositions.id, titleEn: jobPositions.titleEn, titleEs: jobPositions.titleEs });

    const placeInStage = new Map<ApplicationStage, number>();
    for (const applicant of DEMO_APPLICANTS) {
      const position = positions[applicant.position]!;
      const email = emailOf(applicant.name);
      const cv = await storePdf(context, [
        applicant.name,
        email,
        '',
        `Curriculum vitae - ${position.titleEn}`,
        '',
        ...applicant.experience,
      ]);
      const letter = applicant.coverLetter
        ? await storePdf(context, [
            applicant.name,
            '',
            applicant.language === 'es' ? 'Carta de presentación' : 'Cover letter',
            '',
            applicant.language === 'es'
              ? `Me gustaría optar al puesto de ${position.titleEs} en Lato.`
              : `I would like to apply for the ${position.titleEn} position at Lato.`,
          ])
        : null;
      const place = placeInStage.get(applicant.stage) ?? 0;
      placeInStage.set(applicant.stage, place + 1);
      const sent = at(-applicant.daysAgo);
      const hiredAt = hiringOf(applicant, at);
      const fileName = applicant.name.replace(/\s+/g, '-');
      await db.insert(jobApplications).values({
        positionId: position.id,
        name: applicant.name,
        email,
        phone: applicant.phone,
        expectedSalary: applicant.expectedSalary === null ? null : applicant.expectedSalary * 100,
        portfolioUrl: applicant.portfolio,
        language: applicant.language,
        cvStoredName: cv.key,
        cvOriginalName: `CV-${fileName}.pdf`,
        cvContentType: 'application/pdf',
        cvSize: cv.size,
        coverLetterStoredName: letter?.key ?? null,
        coverLetterOriginalName: letter ? `Cover-letter-${fileName}.pdf` : null,
        coverLetterContentType: letter ? 'application/pdf' : null,
        coverLetterSize: letter?.size ?? null,
        consentAt: sent,
        stage: applicant.stage,
        position: place,
        createdAt: sent,
        // A hired application's last change is its hiring.
        updatedAt: hiredAt ?? (applicant.stage === 'received' ? sent : at(-Math.max(0, applicant.daysAgo - 2))),
        hiredAt,
      });
    }
  },
};
