import { Readable } from 'node:stream';
import { APPLICATION_FILE_MAX_BYTES, type ApplicationStage, type SiteLanguage } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import { privateFileKey } from '@server/src/files/private-files';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { sanitiseRichText } from '@server/src/rich-text/sanitise';
import { onePagePdf } from './demo-pdf';
import { DEMO_POSITIONS } from './seed-positions';
import { slugOf } from './slug';

interface DemoApplicant {
  name: string;
  /** The position applied to, by its index in DEMO_POSITIONS. */
  position: number;
  stage: ApplicationStage;
  language: SiteLanguage;
  daysAgo: number;
  phone: string | null;
  /** Whole euros a year. */
  expectedSalary: number | null;
  portfolio: string | null;
  coverLetter: boolean;
  /** The CV's lines after the name. */
  experience: string[];
}

const FULL_STACK = 0;
const VOICE_AI = 1;
const PM = 2;
const CUSTOMER_SUCCESS = 4;

const APPLICANTS: DemoApplicant[] = [
  {
    name: 'Lucía Fernández',
    position: FULL_STACK,
    stage: 'received',
    language: 'es',
    daysAgo: 1,
    phone: '+34612345678',
    expectedSalary: 52_000,
    portfolio: 'https://github.com/luciafernandez',
    coverLetter: true,
    experience: ['Desarrolladora web en Cabify (2021-2025)', 'React, TypeScript, Node.js, PostgreSQL'],
  },
  {
    name: 'Tom Becker',
    position: FULL_STACK,
    stage: 'received',
    language: 'en',
    daysAgo: 2,
    phone: null,
    expectedSalary: 58_000,
    portfolio: 'https://tombecker.dev',
    coverLetter: false,
    experience: ['Full-stack developer at a Berlin agency (2020-2025)', 'Vue, React, Go, PostgreSQL'],
  },
  {
    name: 'Sofía Ramírez',
    position: VOICE_AI,
    stage: 'received',
    language: 'es',
    daysAgo: 1,
    phone: '+525512345678',
    expectedSalary: 60_000,
    portfolio: null,
    coverLetter: true,
    experience: ['Ingeniera de machine learning, asistentes de voz (2019-2025)', 'Python, PyTorch, reconocimiento de voz'],
  },
  {
    name: 'Daniel Okoye',
    position: PM,
    stage: 'received',
    language: 'en',
    daysAgo: 3,
    phone: '+447700900123',
    expectedSalary: 48_000,
    portfolio: null,
    coverLetter: false,
    experience: ['Project manager, digital agency in London (2018-2025)', 'Scrum, budgets, client workshops'],
  },
  {
    name: 'Marta Gil',
    position: FULL_STACK,
    stage: 'shortlisted',
    language: 'es',
    daysAgo: 6,
    phone: '+34699887766',
    expectedSalary: 50_000,
    portfolio: 'https://martagil.es',
    coverLetter: true,
    experience: ['Desarrolladora full-stack freelance (2020-2025)', 'Next.js, Node.js, tiendas Shopify'],
  },
  {
    name: 'Priya Nair',
    position: VOICE_AI,
    stage: 'shortlisted',
    language: 'en',
    daysAgo: 4,
    phone: null,
    expectedSalary: 70_000,
    portfolio: 'https://github.com/priyanair',
    coverLetter: false,
    experience: ['Speech engineer at a call-centre software company (2020-2025)', 'ASR evaluation, latency, Twilio'],
  },
  {
    name: 'Javier Morales',
    position: PM,
    stage: 'interview',
    language: 'es',
    daysAgo: 15,
    phone: '+34655443322',
    expectedSalary: 45_000,
    portfolio: null,
    coverLetter: true,
    experience: ['Jefe de proyecto en una consultora de Madrid (2017-2025)', 'PMP, proyectos web y de CRM'],
  },
  {
    name: 'Emily Walsh',
    position: FULL_STACK,
    stage: 'interview',
    language: 'en',
    daysAgo: 10,
    phone: '+353851234567',
    expectedSalary: 55_000,
    portfolio: 'https://emilywalsh.io',
    coverLetter: false,
    experience: ['Software engineer, e-commerce platform in Dublin (2019-2025)', 'TypeScript, React, PostgreSQL, AWS'],
  },
  {
    name: 'Andrés Castillo',
    position: VOICE_AI,
    stage: 'offer',
    language: 'es',
    daysAgo: 5,
    phone: '+573001234567',
    expectedSalary: 65_000,
    portfolio: 'https://andrescastillo.co',
    coverLetter: true,
    experience: ['Ingeniero de IA conversacional (2018-2025)', 'Modelos de lenguaje, evaluación, Python'],
  },
  {
    name: 'Valentina Rojas',
    position: CUSTOMER_SUCCESS,
    stage: 'hired',
    language: 'es',
    daysAgo: 60,
    phone: '+573109876543',
    expectedSalary: 34_000,
    portfolio: null,
    coverLetter: true,
    experience: ['Customer success en una empresa SaaS de Bogotá (2019-2025)', 'Formación de clientes, Zendesk, HubSpot'],
  },
  {
    name: 'Carlos Mendoza',
    position: CUSTOMER_SUCCESS,
    stage: 'rejected',
    language: 'es',
    daysAgo: 58,
    phone: null,
    expectedSalary: 40_000,
    portfolio: null,
    coverLetter: false,
    experience: ['Ejecutivo de ventas (2020-2025)', 'Telecomunicaciones, atención al cliente'],
  },
  {
    name: 'Hannah Schmidt',
    position: CUSTOMER_SUCCESS,
    stage: 'rejected',
    language: 'en',
    daysAgo: 55,
    phone: '+4915112345678',
    expectedSalary: 42_000,
    portfolio: null,
    coverLetter: false,
    experience: ['Account manager, software reseller in Munich (2021-2025)', 'German, English, basic Spanish'],
  },
  {
    name: 'Pablo Ortega',
    position: FULL_STACK,
    stage: 'rejected',
    language: 'es',
    daysAgo: 9,
    phone: null,
    expectedSalary: 65_000,
    portfolio: 'https://github.com/pabloortega',
    coverLetter: false,
    experience: ['Desarrollador junior (2024-2025)', 'HTML, CSS, JavaScript'],
  },
  {
    name: 'Aisha Rahman',
    position: PM,
    stage: 'on_hold',
    language: 'en',
    daysAgo: 12,
    phone: '+447911123456',
    expectedSalary: 51_000,
    portfolio: null,
    coverLetter: true,
    experience: ['Delivery lead, fintech start-up (2019-2025)', 'Agile, stakeholder management, Spanish B2'],
  },
];

const DAY = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const emailOf = (name: string) =>
  `${name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

async function storePdf(context: Parameters<DemoSeed['run']>[1], lines: string[]) {
  const data = onePagePdf(lines);
  const key = privateFileKey('applications');
  await context.storage.put(key, Readable.from([data]), { contentType: 'application/pdf', maxBytes: APPLICATION_FILE_MAX_BYTES });
  return { key, size: data.length };
}

/** Five positions (three open, a draft, one closed) in both languages, and fourteen applications over every stage with their CVs. */
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
    for (const applicant of APPLICANTS) {
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
        updatedAt: applicant.stage === 'received' ? sent : at(-Math.max(0, applicant.daysAgo - 2)),
      });
    }
  },
};
