import path from 'node:path';
import type { TaskStatus } from '@/api/contract/projects';
import { COLUMN_OF_STATUS, TODO_COLUMNS, type TodoColumnId } from '@/api/contract/todo';
import { openDatabase, type Db } from '@server/db/client';
import { checklistItems, phases, projectMembers, projects, taskAssignees, tasks, users } from '@server/db/schema';
import { lockDataDir } from '@server/src/files/data-lock';
import { createStorage } from '@server/src/files/storage/create-storage';
import { seedDemoData } from '@server/src/seed';
import { createTwoStepKit } from '@server/src/auth/two-step/kit';
import { persistedSecret } from '@server/src/config';
import { generator } from '@server/src/seed/random';
import { assignedToMe } from '@server/src/todo/cards';
import { insertReturningIds, insertRows } from '@server/test/bulk-insert';
import { CHECKLIST_STEPS, taskTitle } from './titles';

/** The todo board's owner and the phase editor's manager: demo logins, so the bench signs in with the demo password. */
export const TODO_OWNER = 'dev@lato.test';
export const PHASE_MANAGER = 'pm.dev@lato.test';
export const TODO_CARDS = 2000;
export const PHASE_TASKS = 500;

/** The board is read as that DEV sees it: the cards of their projects and their personal ones. */
const asTodoOwner = (id: number) => ({ id, role: 'DEV' as const });

export interface SeededScreens {
  todo: { email: string; cards: number; columns: Record<TodoColumnId, number> };
  phaseEditor: { email: string; projectId: number; tasks: number; phases: { id: number; name: string; tasks: number }[] };
}

type Random = ReturnType<typeof generator>;
type NewTask = typeof tasks.$inferInsert;

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Dates around today: most tasks have both, some only a due date, a few none. */
function datesFor(random: Random): Pick<NewTask, 'startDate' | 'endDate'> {
  const roll = random.next();
  if (roll < 0.1) return { startDate: null, endDate: null };
  const end = random.between(-20, 40);
  return { startDate: roll < 0.25 ? null : isoDay(end - random.between(1, 14)), endDate: isoDay(end) };
}

const STATUSES: TaskStatus[] = ['PENDING', 'BLOCKED', 'IN_PROGRESS', 'DONE'];

/** A status drawn with these weights, in the order PENDING, BLOCKED, IN_PROGRESS, DONE. */
const statusFrom = (random: Random, weights: [number, number, number, number]): TaskStatus =>
  random.weighted(STATUSES.map((status, i) => [status, weights[i]!] as const));

/** Inserts the tasks, answering each one's id with its status. */
async function insertTasks(db: Db, rows: NewTask[]): Promise<{ id: number; status: TaskStatus }[]> {
  const ids = await insertReturningIds(db, tasks, rows);
  return ids.map((id, i) => ({ id, status: rows[i]!.status ?? 'PENDING' }));
}

/** About a third of the tasks get a checklist, ticked as far as their status suggests. */
async function addChecklists(db: Db, random: Random, made: { id: number; status: TaskStatus }[]) {
  const items = made
    .filter(() => random.next() < 0.3)
    .flatMap((task) =>
      CHECKLIST_STEPS.slice(0, random.between(2, CHECKLIST_STEPS.length)).map((title, i) => ({
        taskId: task.id,
        title,
        done: task.status === 'DONE' || (task.status === 'IN_PROGRESS' && i < 2),
      })),
    );
  await insertRows(db, checklistItems, items);
}

async function newProject(db: Db, name: string, createdBy: number, memberIds: number[], phaseNames: string[]) {
  const [project] = await db
    .insert(projects)
    .values({
      name,
      description: 'Seeded by the screens benchmark.',
      status: 'in_progress',
      startDate: isoDay(-60),
      endDate: isoDay(90),
      createdBy,
    })
    .returning({ id: projects.id });
  await db.insert(projectMembers).values(memberIds.map((userId) => ({ projectId: project!.id, userId })));
  const phaseRows = await db
    .insert(phases)
    .values(phaseNames.map((phaseName, position) => ({ projectId: project!.id, name: phaseName, position })))
    .returning({ id: phases.id, name: phases.name });
  return { projectId: project!.id, phases: phaseRows };
}

/** The phase editor's project: 500 tasks over five phases, earlier phases further along, one or two assignees each. */
async function seedPhaseProject(db: Db, random: Random, manager: number, team: number[]) {
  const sizes = [70, 90, 160, 110, 70];
  const progress: [number, number, number, number][] = [
    [1, 0, 2, 12],
    [2, 1, 4, 8],
    [6, 1, 5, 3],
    [8, 1, 2, 1],
    [10, 1, 1, 0],
  ];
  const members = [manager, ...team];
  const project = await newProject(db, 'Harbour portal rebuild', manager, members, ['Discovery', 'Design', 'Build', 'QA', 'Launch']);
  let number = 1000;
  const rows = project.phases.flatMap((phase, p) =>
    Array.from({ length: sizes[p]! }, (_, position) => ({
      projectId: project.projectId,
      phaseId: phase.id,
      title: taskTitle(random, (number += 1)),
      status: statusFrom(random, progress[p]!),
      position,
      createdBy: manager,
      ...datesFor(random),
    })),
  );
  const made = await insertTasks(db, rows);
  const assignments = made.flatMap((task) => random.some(members, random.between(1, 2)).map((userId) => ({ taskId: task.id, userId })));
  await insertRows(db, taskAssignees, assignments);
  await addChecklists(db, random, made);
  return { projectId: project.projectId, phases: project.phases.map((phase, p) => ({ ...phase, tasks: sizes[p]! })) };
}

/** The rest of the owner's 2,000 cards: a backlog project's tasks, and about one in seven personal. */
async function seedTodoCards(db: Db, random: Random, owner: number, manager: number) {
  const already = (await assignedToMe(db, asTodoOwner(owner))).length;
  const wanted = TODO_CARDS - already;
  const backlog = await newProject(
    db,
    'Fleet operations backlog',
    manager,
    [manager, owner],
    ['Backlog', 'Sprint 14', 'Sprint 15', 'Maintenance'],
  );
  let number = 5000;
  const rows = Array.from({ length: wanted }, (): NewTask => {
    const personal = random.next() < 0.15;
    const phase = random.pick(backlog.phases);
    return {
      projectId: personal ? null : backlog.projectId,
      phaseId: personal ? null : phase.id,
      title: taskTitle(random, (number += 1)),
      status: statusFrom(random, [8, 1, 4, 7]),
      createdBy: personal ? owner : manager,
      ...datesFor(random),
    };
  });
  const made = await insertTasks(db, rows);
  await insertRows(
    db,
    taskAssignees,
    made.map((task, boardPosition) => ({ taskId: task.id, userId: owner, boardPosition })),
  );
  await addChecklists(db, random, made);
}

async function columnCounts(db: Db, owner: number): Promise<Record<TodoColumnId, number>> {
  const counts = Object.fromEntries(TODO_COLUMNS.map((id) => [id, 0])) as Record<TodoColumnId, number>;
  for (const card of await assignedToMe(db, asTodoOwner(owner))) counts[COLUMN_OF_STATUS[card.status]] += 1;
  return counts;
}

/**
 * Gives a fresh data folder the demo data, then, in one transaction, the bench's load: a phase
 * editor project with 500 tasks and a todo board of 2,000 cards for the DEV login. Opens and
 * closes the database itself, so call it before the server starts on the folder.
 */
export async function seedScreens(dataDir: string): Promise<SeededScreens> {
  const release = lockDataDir(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const storage = createStorage({
      storage: { kind: 'local' },
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
    });
    // Sealed with the secret the server started on this folder uses, so the demo's two-step login works there too.
    await seedDemoData(database.db, { storage, twoStepSecrets: createTwoStepKit(persistedSecret(dataDir), () => new Date()).secrets });
    return await database.db.transaction(async (db) => {
      const random = generator(2000);
      const people = await db.select({ id: users.id, email: users.email, role: users.role }).from(users);
      const idOf = (email: string) => people.find((p) => p.email === email)!.id;
      const owner = idOf(TODO_OWNER);
      const manager = idOf(PHASE_MANAGER);
      const others = people.filter(
        (p) => p.role && !['CLIENT', 'CEO', 'CFO', 'CTO'].includes(p.role) && p.id !== owner && p.id !== manager,
      );
      const team = [owner, ...random.some(others, 3).map((p) => p.id)];
      const phaseProject = await seedPhaseProject(db, random, manager, team);
      await seedTodoCards(db, random, owner, manager);
      const columns = await columnCounts(db, owner);
      return {
        todo: { email: TODO_OWNER, cards: Object.values(columns).reduce((a, b) => a + b, 0), columns },
        phaseEditor: { email: PHASE_MANAGER, projectId: phaseProject.projectId, tasks: PHASE_TASKS, phases: phaseProject.phases },
      };
    });
  } finally {
    await database.close();
    release();
  }
}
