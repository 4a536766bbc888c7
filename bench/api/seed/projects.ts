import type { ProjectStatus, TaskStatus } from '@/api/contract/projects';
import type { Db } from '@server/db/client';
import { checklistItems, phases, projectMembers, projects, taskAssignees, tasks } from '@server/db/schema';
import { insertReturningIds, insertRows } from '@server/test/bulk-insert';
import type { SeededPeople } from './people';
import { calendarDate, PHASE_NAMES, projectName, random, recentDate, taskTitle, weighted } from './values';

export const PROJECT_COUNT = 1_000;
const TASKS_PER_PROJECT = 100;
/** The bench developer is on this many projects, with this many open tasks in each: 2,000 cards. */
const BENCH_DEV_PROJECTS = 40;
const BENCH_DEV_TASKS_PER_PROJECT = 50;

const PROJECT_STATUS_WEIGHTS: [ProjectStatus, number][] = [
  ['upcoming', 2],
  ['in_progress', 5],
  ['blocked', 1],
  ['completed', 2],
];
const TASK_STATUS_WEIGHTS: [TaskStatus, number][] = [
  ['PENDING', 4],
  ['BLOCKED', 1],
  ['IN_PROGRESS', 2],
  ['DONE', 3],
];

export interface SeededProjects {
  projectIds: number[];
}

async function seedProjectRows(db: Db, people: SeededPeople) {
  const rows = Array.from({ length: PROJECT_COUNT }, (_, n) => {
    const start = random.between(-400, 60);
    const createdAt = recentDate(540);
    return {
      name: projectName(n + 1),
      description: 'Scope, milestones and the people to ask, as agreed with the client at kick-off.',
      status: weighted(PROJECT_STATUS_WEIGHTS),
      startDate: calendarDate(start),
      endDate: random.next() < 0.8 ? calendarDate(start + random.between(30, 240)) : null,
      clientId: random.pick(people.clients),
      createdBy: random.pick(people.managers),
      createdAt,
      updatedAt: createdAt,
    };
  });
  return insertReturningIds(db, projects, rows);
}

/** 3 to 7 staff per project; the bench developer on the first 40. */
function membersOf(people: SeededPeople, projectIds: number[]): Map<number, number[]> {
  const others = people.staff.map((s) => s.id).filter((id) => id !== people.benchDev);
  return new Map(
    projectIds.map((projectId, n) => {
      const members = random.some(others, random.between(3, 7));
      return [projectId, n < BENCH_DEV_PROJECTS ? [people.benchDev, ...members] : members];
    }),
  );
}

export async function seedProjects(db: Db, people: SeededPeople): Promise<SeededProjects> {
  const projectIds = await seedProjectRows(db, people);
  const members = membersOf(people, projectIds);
  await insertRows(
    db,
    projectMembers,
    [...members].flatMap(([projectId, userIds]) => userIds.map((userId) => ({ projectId, userId, addedAt: recentDate(365) }))),
  );
  const phaseIds = await insertReturningIds(
    db,
    phases,
    projectIds.flatMap((projectId) => PHASE_NAMES.map((name, position) => ({ projectId, name, position }))),
  );

  const taskRows: (typeof tasks.$inferInsert)[] = [];
  // For each task, who it is assigned to, in the same order.
  const assignedTo: number[][] = [];
  projectIds.forEach((projectId, p) => {
    const projectPhases = phaseIds.slice(p * PHASE_NAMES.length, (p + 1) * PHASE_NAMES.length);
    const team = members.get(projectId)!;
    const nextPosition = new Map<number, number>();
    for (let t = 0; t < TASKS_PER_PROJECT; t++) {
      const forBenchDev = p < BENCH_DEV_PROJECTS && t < BENCH_DEV_TASKS_PER_PROJECT;
      const phaseId = random.pick(projectPhases);
      const position = nextPosition.get(phaseId) ?? 0;
      nextPosition.set(phaseId, position + 1);
      const start = random.between(-300, 30);
      const createdAt = recentDate(400);
      taskRows.push({
        projectId,
        phaseId,
        title: taskTitle(),
        description: random.next() < 0.5 ? 'Acceptance criteria are in the project brief.' : '',
        status: weighted(TASK_STATUS_WEIGHTS),
        startDate: random.next() < 0.7 ? calendarDate(start) : null,
        endDate: random.next() < 0.6 ? calendarDate(start + random.between(1, 30)) : null,
        position,
        archived: !forBenchDev && random.next() < 0.05,
        createdBy: random.pick(team),
        createdAt,
        updatedAt: createdAt,
      });
      const teamWithoutBenchDev = team.filter((id) => id !== people.benchDev);
      assignedTo.push(forBenchDev ? [people.benchDev] : random.some(teamWithoutBenchDev, random.between(0, 2)));
    }
  });
  const taskIds = await insertReturningIds(db, tasks, taskRows);
  await insertRows(
    db,
    taskAssignees,
    taskIds.flatMap((taskId, n) => assignedTo[n]!.map((userId) => ({ taskId, userId, boardPosition: random.between(0, 5000) }))),
  );
  await insertRows(
    db,
    checklistItems,
    taskIds.flatMap((taskId) =>
      random.next() < 0.3
        ? Array.from({ length: random.between(1, 4) }, (_, i) => ({ taskId, title: `Step ${i + 1}`, done: random.next() < 0.5 }))
        : [],
    ),
  );
  return { projectIds };
}
