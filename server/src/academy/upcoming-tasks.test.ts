import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPCOMING_TASKS_MAX, type UpcomingTasks } from '@/api/contract/academy';
import { addDays } from '@/api/contract/dashboards';
import type { TaskStatus } from '@/api/contract/projects';
import { projects, taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { getAs, readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * The reader's upcoming tasks. Projects Website and Booking app. Tasks, in the order made (ids
 * rising), with who they are assigned to:
 *   t1 Website  PENDING      ends 20 March   Paula
 *   t2 Booking  IN_PROGRESS  ends 10 March   Paula
 *   t3 Website  BLOCKED      no end          Paula
 *   t4 Website  DONE         ends 1 March    Paula       (done: left out)
 *   t5 Website  PENDING      ends 2 March    Paula       (archived: left out)
 *   t6 no project PENDING    ends 5 March    Paula       (a personal task: left out)
 *   t7 Website  PENDING      ends 10 March   Paula       (t2's day: after it, by id)
 *   t8 Booking  PENDING      ends 15 March   Otto only
 *   t9 Booking  PENDING      no end          Paula and Otto (undated: after t3, by id)
 * Paula: t2, t7, t1, t3, t9. Otto: t8, t9.
 * Lena has twelve Website tasks: eleven ending 1 to 11 April, made latest first, and one undated;
 * she is shown the ten soonest, 1 to 10 April (UPCOMING_TASKS_MAX = 10).
 */

const URL = '/api/v1/analytics/academy/upcoming-tasks/';

let server: TestServer;
const tokens = {} as Record<'paula' | 'otto' | 'lena', string>;
const people = {} as Record<'paula' | 'otto' | 'lena', UserRow>;
const projectIds = {} as Record<'website' | 'booking', number>;
const taskIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const [key, name] of [
    ['paula', 'Paula Planner'],
    ['otto', 'Otto Other'],
    ['lena', 'Lena Lots'],
  ] as const) {
    people[key] = await server.createUser('PM_CLIENT', { fullName: name });
    tokens[key] = (await signIn(server.app, people[key].email)).access;
  }
  projectIds.website = (await db.insert(projects).values({ name: 'Website' }).returning())[0]!.id;
  projectIds.booking = (await db.insert(projects).values({ name: 'Booking app' }).returning())[0]!.id;

  const task = async (
    key: string,
    project: keyof typeof projectIds | null,
    status: TaskStatus,
    endDate: string | null,
    assignees: (keyof typeof people)[],
    archived = false,
  ) => {
    const [row] = await db
      .insert(tasks)
      .values({ projectId: project === null ? null : projectIds[project], title: key, status, endDate, archived })
      .returning();
    taskIds[key] = row!.id;
    await db.insert(taskAssignees).values(assignees.map((person) => ({ taskId: row!.id, userId: people[person].id })));
  };
  await task('t1', 'website', 'PENDING', '2026-03-20', ['paula']);
  await task('t2', 'booking', 'IN_PROGRESS', '2026-03-10', ['paula']);
  await task('t3', 'website', 'BLOCKED', null, ['paula']);
  await task('t4', 'website', 'DONE', '2026-03-01', ['paula']);
  await task('t5', 'website', 'PENDING', '2026-03-02', ['paula'], true);
  await task('t6', null, 'PENDING', '2026-03-05', ['paula']);
  await task('t7', 'website', 'PENDING', '2026-03-10', ['paula']);
  await task('t8', 'booking', 'PENDING', '2026-03-15', ['otto']);
  await task('t9', 'booking', 'PENDING', null, ['paula', 'otto']);
  for (let day = 11; day >= 1; day -= 1) await task(`april-${day}`, 'website', 'PENDING', addDays('2026-03-31', day), ['lena']);
  await task('april-undated', 'website', 'PENDING', null, ['lena']);
});
afterAll(() => server.close());

describe('the upcoming tasks (GET /api/v1/analytics/academy/upcoming-tasks/)', () => {
  it('lists the reader’s open project tasks, the soonest due first, undated last, each with its project', async () => {
    const { rows } = await readAs<UpcomingTasks>(server.app, URL, tokens.paula);
    expect(rows.map((row) => row.title)).toEqual(['t2', 't7', 't1', 't3', 't9']);
    expect(rows[0]).toEqual({
      id: taskIds.t2,
      title: 't2',
      project: { id: projectIds.booking, name: 'Booking app' },
      status: 'IN_PROGRESS',
      due_on: '2026-03-10',
    });
    expect(rows[3]).toEqual({
      id: taskIds.t3,
      title: 't3',
      project: { id: projectIds.website, name: 'Website' },
      status: 'BLOCKED',
      due_on: null,
    });
  });

  it('gives each reader their own tasks', async () => {
    const { rows } = await readAs<UpcomingTasks>(server.app, URL, tokens.otto);
    expect(rows.map((row) => row.title)).toEqual(['t8', 't9']);
  });

  it('gives at most UPCOMING_TASKS_MAX, the soonest', async () => {
    const { rows } = await readAs<UpcomingTasks>(server.app, URL, tokens.lena);
    expect(UPCOMING_TASKS_MAX).toBe(10);
    expect(rows.map((row) => row.due_on)).toEqual(Array.from({ length: 10 }, (_, index) => addDays('2026-04-01', index)));
  });

  it('refuses anyone signed out (401)', async () => {
    expect((await getAs(server.app, URL, null)).statusCode).toBe(401);
  });
});
