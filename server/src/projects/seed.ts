import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, type ProjectStatus, type TaskStatus } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { attachments, checklistItems, phases, projectMembers, projects, taskAssignees, tasks, users } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { generator } from '@server/src/seed/random';
import { privateFileKey } from '@server/src/files/private-files';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { demoOrganisationOf } from '@server/src/organisations/seed';

interface DemoProject {
  name: string;
  description: string;
  status: ProjectStatus;
  /** Months from the seeding date to the start (negative: in the past) and how long it runs. */
  startMonths: number;
  months: number;
  client: string | null;
  /** Demo logins on the project, by e-mail, beside the staff drawn at random. */
  with: string[];
  phases: string[];
}

const CEO = 'ceo@lato.test';
const PM_CLIENT = 'pm.client@lato.test';
const PM_DEV = 'pm.dev@lato.test';
const DEV = 'dev@lato.test';
const CLIENT = 'client@lato.test';

const PROJECTS: DemoProject[] = [
  {
    name: 'Okafor Dental booking site',
    description: 'Online booking, reminders by SMS and a patient portal for three clinics.',
    status: 'in_progress',
    startMonths: -2,
    months: 4,
    client: CLIENT,
    with: [PM_CLIENT, DEV],
    phases: ['Discovery', 'Design', 'Build', 'Launch'],
  },
  {
    name: 'Okafor Dental AI receptionist',
    description: 'Lato AI answering the clinics’ phones: bookings, cancellations and FAQs.',
    status: 'upcoming',
    startMonths: 1,
    months: 2,
    client: CLIENT,
    with: [PM_CLIENT],
    phases: ['Scripts', 'Setup', 'Pilot'],
  },
  {
    name: 'Brand refresh for Okafor Dental',
    description: 'Logo, colours and signage for the new clinic in Lekki.',
    status: 'completed',
    startMonths: -7,
    months: 3,
    client: CLIENT,
    with: [PM_CLIENT],
    phases: ['Research', 'Concepts', 'Delivery'],
  },
  {
    name: 'Esposito Imports e-commerce',
    description: 'Shopify storefront with B2B price lists and stock synced from the warehouse.',
    status: 'in_progress',
    startMonths: -3,
    months: 5,
    client: 'bruno.esposito@example.com',
    with: [PM_DEV, DEV],
    phases: ['Discovery', 'Catalogue', 'Checkout', 'Integrations', 'Launch'],
  },
  {
    name: 'Torres Legal document portal',
    description: 'Secure upload and e-signature of case documents for clients of the firm.',
    status: 'blocked',
    startMonths: -2,
    months: 3,
    client: 'camila.torres@example.com',
    with: [PM_CLIENT],
    phases: ['Requirements', 'Build', 'Security review'],
  },
  {
    name: 'Internal design system',
    description: 'Shared components, tokens and documentation for every client project.',
    status: 'in_progress',
    startMonths: -5,
    months: 8,
    client: null,
    with: [PM_DEV, DEV],
    phases: ['Audit', 'Foundations', 'Components', 'Documentation'],
  },
  {
    name: 'Lindqvist Fitness mobile app',
    description: 'Class schedules, memberships and payments for iOS and Android.',
    status: 'in_progress',
    startMonths: -1,
    months: 6,
    client: 'emma.lindqvist@example.com',
    with: [PM_DEV],
    phases: ['Discovery', 'Design', 'Build', 'QA', 'Store release'],
  },
  {
    name: 'Navarro Logistics tracking dashboard',
    description: 'Live shipment map and delay alerts from the carriers’ APIs.',
    status: 'upcoming',
    startMonths: 2,
    months: 3,
    client: 'felipe.navarro@example.com',
    with: [PM_DEV],
    phases: ['Discovery', 'Data pipeline', 'Dashboard'],
  },
  {
    name: 'Costa Realty listings migration',
    description: 'Move 4,000 listings and photos from the old CMS with redirects for SEO.',
    status: 'completed',
    startMonths: -6,
    months: 2,
    client: 'gabriela.costa@example.com',
    with: [PM_CLIENT, DEV],
    phases: ['Inventory', 'Migration', 'Verification'],
  },
  {
    name: 'Tanaka Ramen ordering kiosk',
    description: 'Touch-screen ordering in two restaurants, printing to the kitchen.',
    status: 'blocked',
    startMonths: -1,
    months: 2,
    client: 'hiroshi.tanaka@example.com',
    with: [PM_DEV, DEV],
    phases: ['Hardware', 'Ordering flow', 'Kitchen printing'],
  },
  {
    name: 'Agency website 2027',
    description: 'Our own site: case studies, careers and the Lato AI product pages.',
    status: 'upcoming',
    startMonths: 1,
    months: 3,
    client: null,
    with: [CEO, PM_CLIENT],
    phases: ['Content', 'Design', 'Build'],
  },
  {
    name: 'Weber Consulting CRM integration',
    description: 'Sync contacts and deals between HubSpot and their billing system.',
    status: 'completed',
    startMonths: -4,
    months: 2,
    client: 'jonas.weber@example.com',
    with: [PM_DEV],
    phases: ['Mapping', 'Sync service', 'Go-live'],
  },
  {
    name: 'Volkova Studio portfolio',
    description: 'Portfolio with a gallery editor the studio updates itself.',
    status: 'in_progress',
    startMonths: -1,
    months: 2,
    client: 'karina.volkova@example.com',
    with: [PM_CLIENT, DEV],
    phases: ['Design', 'Build'],
  },
  {
    name: 'Security hardening Q4',
    description: 'Dependency updates, penetration test fixes and backups tested by restore.',
    status: 'in_progress',
    startMonths: -1,
    months: 3,
    client: null,
    with: [PM_DEV],
    phases: ['Audit', 'Fixes', 'Restore drill'],
  },
  {
    name: 'Moreau Bakery loyalty programme',
    description: 'Stamp card in the app and at the till, with monthly offers by e-mail.',
    status: 'upcoming',
    startMonths: 3,
    months: 2,
    client: 'lucas.moreau@example.com',
    with: [PM_CLIENT],
    phases: ['Discovery', 'Build', 'Launch'],
  },
];

const TASK_TITLES = [
  'Kick-off meeting with the client',
  'Write the requirements document',
  'Map the current process',
  'Wireframes for the main screens',
  'Visual design of the home page',
  'Set up the repository and CI',
  'Database schema',
  'Authentication and roles',
  'Payment provider integration',
  'E-mail templates',
  'Accessibility review',
  'Performance budget and checks',
  'Content migration script',
  'Translate the interface to Spanish',
  'Staging environment',
  'User acceptance testing',
  'Fix issues from the test round',
  'Analytics and consent banner',
  'Training session for the client’s staff',
  'Go-live checklist',
  'Write the handover notes',
  'Monitoring and alerts',
  'Backups and restore test',
  'SEO redirects',
];

const CHECKLIST = ['Draft', 'Review with the team', 'Client sign-off', 'Update the docs', 'Deploy to staging'];

/** Small files of each accepted kind, so downloads show real content. */
function demoFiles(project: string): { name: string; type: string; data: Buffer }[] {
  return [
    {
      name: 'Project brief.md',
      type: 'text/markdown',
      data: Buffer.from(`# ${project}\n\n## Goals\n\n- Launch on time\n- Keep the client informed weekly\n`),
    },
    {
      name: 'Budget.csv',
      type: 'text/csv',
      data: Buffer.from('item,hours,rate\nDiscovery,16,90\nDesign,40,90\nBuild,120,95\nQA,24,85\n'),
    },
    { name: 'Meeting notes.txt', type: 'text/plain', data: Buffer.from(`Kick-off for ${project}.\nNext meeting in two weeks.\n`) },
  ];
}

async function storeDemoFile(storage: FileStorage, projectId: number, file: { type: string; data: Buffer }): Promise<string> {
  const key = privateFileKey(`projects/${projectId}`);
  await storage.put(key, Readable.from([file.data]), { contentType: file.type, maxBytes: ATTACHMENT_MAX_BYTES });
  return key;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
function monthsFrom(base: Date, months: number, days = 0): string {
  const date = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months, base.getUTCDate() + days));
  return isoDate(date);
}

const DAY_MS = 86_400_000;
/** A moment of a demo day or, if that day is still to come, `daysBefore` days before now. */
const notAfterNow = (day: string, time: string, daysBefore = 0) => {
  const moment = Date.parse(`${day}T${time}Z`);
  return new Date(moment <= Date.now() ? moment : Date.now() - daysBefore * DAY_MS);
};

function taskStatusFor(status: ProjectStatus, share: number, random: () => number): TaskStatus {
  if (status === 'completed') return 'DONE';
  if (status === 'upcoming') return 'PENDING';
  const roll = random();
  if (share < 0.4) return roll < 0.85 ? 'DONE' : 'IN_PROGRESS';
  if (share < 0.7) return roll < 0.3 ? 'DONE' : roll < 0.75 ? 'IN_PROGRESS' : status === 'blocked' ? 'BLOCKED' : 'PENDING';
  return roll < 0.2 && status === 'blocked' ? 'BLOCKED' : 'PENDING';
}

/** About fifteen projects over every status, with phases, tasks, checklists and a few files; the DEV login is on five. */
export const projectsSeed: DemoSeed = {
  area: 'projects',
  async run(db: Db, { storage }) {
    const random = generator(2026);
    const people = await db.select({ id: users.id, email: users.email, role: users.role }).from(users);
    const byEmail = new Map(people.map((p) => [p.email, p]));
    const staff = people.filter((p) => p.role && p.role !== 'CLIENT' && !['CEO', 'CFO', 'CTO'].includes(p.role));
    const today = new Date();

    for (const [index, demo] of PROJECTS.entries()) {
      const start = monthsFrom(today, demo.startMonths);
      const end = monthsFrom(today, demo.startMonths + demo.months);
      // A database whose demo logins were changed still gets projects, with the people it has.
      const named = demo.with.map((email) => byEmail.get(email)?.id).filter((id): id is number => id !== undefined);
      const creatorId = byEmail.get(demo.with.find((e) => e.startsWith('pm.')) ?? PM_DEV)?.id ?? named[0] ?? null;
      const drawn = random.some(
        staff.map((p) => p.id).filter((id) => !named.includes(id) && id !== byEmail.get(DEV)?.id),
        random.between(1, 3),
      );
      const memberIds = [...new Set([...named, ...drawn])];
      const [project] = await db
        .insert(projects)
        .values({
          name: demo.name,
          description: demo.description,
          status: demo.status,
          startDate: start,
          endDate: end,
          clientId: demo.client ? ((await demoOrganisationOf(db, demo.client))?.id ?? null) : null,
          createdBy: creatorId,
          // Older projects first, so the newest-first list opens on the most recent.
          createdAt: new Date(today.getTime() - (PROJECTS.length - index) * 86_400_000),
        })
        .returning();
      if (memberIds.length > 0) await db.insert(projectMembers).values(memberIds.map((userId) => ({ projectId: project!.id, userId })));

      const phaseRows = await db
        .insert(phases)
        .values(demo.phases.map((name, position) => ({ projectId: project!.id, name, position })))
        .returning();
      const taskTotal = random.between(5, 30);
      const titles = random.some(TASK_TITLES, Math.min(taskTotal, TASK_TITLES.length));
      const taskRows = await db
        .insert(tasks)
        .values(
          Array.from({ length: taskTotal }, (_, i) => {
            const share = i / taskTotal;
            const phase = phaseRows[Math.min(phaseRows.length - 1, Math.floor(share * phaseRows.length))]!;
            const dayOffset = Math.floor(share * demo.months * 30);
            const status = taskStatusFor(demo.status, share, random.next);
            const startDate = monthsFrom(today, demo.startMonths, dayOffset);
            const endDate = monthsFrom(today, demo.startMonths, dayOffset + random.between(2, 14));
            return {
              projectId: project!.id,
              phaseId: phase.id,
              title: titles[i % titles.length]! + (i >= titles.length ? ` (part ${Math.floor(i / titles.length) + 1})` : ''),
              description: i % 3 === 0 ? 'Agreed in the weekly meeting; see the brief for details.' : '',
              status,
              startDate,
              endDate,
              // Made when their work started (work still to come was planned in the last weeks) and done
              // when it was due: the dashboards read when, not the seed's day.
              createdAt: notAfterNow(startDate, '09:00:00', (i * 5) % 21),
              completedAt: status === 'DONE' ? notAfterNow(endDate, '17:00:00') : null,
              position: i,
              archived: demo.status !== 'upcoming' && i % 11 === 10,
              createdBy: creatorId,
            };
          }),
        )
        .returning();
      const assignments = taskRows.flatMap((task) =>
        random.some(memberIds, random.between(1, Math.min(2, memberIds.length))).map((userId) => ({ taskId: task.id, userId })),
      );
      if (assignments.length > 0) await db.insert(taskAssignees).values(assignments);
      const withChecklists = taskRows.filter((_, i) => i % 2 === 0);
      if (withChecklists.length > 0) {
        await db.insert(checklistItems).values(
          withChecklists.flatMap((task) =>
            CHECKLIST.slice(0, random.between(2, 4)).map((title, i) => ({
              taskId: task.id,
              title,
              done: task.status === 'DONE' || (task.status === 'IN_PROGRESS' && i === 0),
            })),
          ),
        );
      }
      if (index % 3 === 0) {
        const files = demoFiles(demo.name);
        const rows = [];
        for (const file of files) {
          rows.push({
            projectId: project!.id,
            storedName: await storeDemoFile(storage, project!.id, file),
            originalName: file.name,
            contentType: file.type,
            size: file.data.length,
            uploadedBy: creatorId,
          });
        }
        await db.insert(attachments).values(rows);
      }
    }
  },
};
