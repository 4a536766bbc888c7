import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathFor } from '@/api/contract/endpoint';
import { taskEndpoints, type Board, type Task } from '@/api/contract/tasks';
import type { UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;
const people = {} as Record<'ceo' | 'pm' | 'otherPm' | 'dev' | 'otherDev' | 'outsider' | 'client', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;

beforeAll(async () => {
  server = await startTestServer();
  people.ceo = await server.createUser('CEO');
  people.pm = await server.createUser('PM_DEV');
  people.otherPm = await server.createUser('PM_CLIENT');
  people.dev = await server.createUser('DEV', { fullName: 'Farid Haddad' });
  people.otherDev = await server.createUser('DEV', { fullName: 'Irene Castillo' });
  people.outsider = await server.createUser('DEV');
  people.client = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
});
afterAll(() => server.close());

const headers = (who: Who) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who = 'pm', payload?: object) =>
  server.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
const P = '/api/v1/projects';

let projectId = 0;
let board: Board;

async function readBoard(who: Who = 'pm'): Promise<Board> {
  const response = await call('GET', `${P}/phases/?project_id=${projectId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<Board>();
}
async function newPhase(name: string) {
  const response = await call('POST', `${P}/phases/`, 'pm', { project: projectId, name });
  expect(response.statusCode).toBe(201);
  return response.json<{ phase: { id: number }; order_version: number }>();
}
async function newTask(phase: number, title: string, extra: object = {}, who: Who = 'pm') {
  const response = await call('POST', `${P}/tasks/`, who, { phase, title, ...extra });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ task: Task; order_version: number }>().task;
}
const orderOf = (b: Board) => b.phases.map((p) => ({ id: p.id, tasks: p.tasks.map((t) => t.id) }));

beforeEach(async () => {
  const project = await call('POST', `${P}/project-list/`, 'pm', { name: 'Board', members: [people.dev.id, people.otherDev.id] });
  projectId = project.json<{ id: number }>().id;
  const design = await newPhase('Design');
  const build = await newPhase('Build');
  await newTask(design.phase.id, 'Wireframes', { assignees: [people.dev.id] });
  await newTask(design.phase.id, 'Visual design');
  await newTask(build.phase.id, 'API');
  board = await readBoard();
});

describe('who may call the editor', () => {
  const every = Object.values(taskEndpoints).map((endpoint) => ({
    method: endpoint.method,
    url: `${pathFor(endpoint, { id: 1, taskId: 1 })}?project_id=1`,
  }));

  it('answers 401 without a token and 403 to a CLIENT, on every call', async () => {
    for (const { method, url } of every) {
      expect((await server.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'client', method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 for a project, phase or task the reader may not see, and for unknown ids', async () => {
    const phase = board.phases[0]!.id;
    const task = board.phases[0]!.tasks[0]!.id;
    expect((await call('GET', `${P}/phases/?project_id=${projectId}`, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `${P}/phases/?project_id=${projectId}`, 'otherPm')).statusCode).toBe(404);
    expect((await call('POST', `${P}/tasks/`, 'outsider', { phase, title: 'Sneaky' })).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/tasks/${task}/update_status/`, 'outsider', { status: 'DONE' })).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/phases/${phase}/`, 'otherPm', { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('GET', `${P}/phases/?project_id=99999`, 'ceo')).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/tasks/99999/update_status/`, 'ceo', { status: 'DONE' })).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/checklist-items/99999/toggle/`, 'ceo')).statusCode).toBe(404);
    expect((await call('GET', `${P}/phases/?project_id=abc`, 'ceo')).statusCode).toBe(400);
  });

  it('lets a DEV member add tasks and work on the ones assigned to them, and nothing else', async () => {
    const [design] = board.phases;
    const mine = design!.tasks[0]!;
    const notMine = design!.tasks[1]!;
    const own = await newTask(design!.id, 'My own task', { assignees: [people.dev.id] }, 'dev');
    expect(own.assignees.map((a) => a.id)).toEqual([people.dev.id]);
    expect(
      (await call('POST', `${P}/tasks/`, 'dev', { phase: design!.id, title: 'For Irene', assignees: [people.otherDev.id] })).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `${P}/tasks/${mine.id}/update_status/`, 'dev', { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    expect(
      (await call('PUT', `${P}/tasks/${mine.id}/dates/`, 'dev', { start_date: '2026-12-01', end_date: '2026-12-05' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `${P}/checklist-items/`, 'dev', { task: mine.id, title: 'Mobile' })).statusCode).toBe(201);
    expect((await call('PATCH', `${P}/tasks/${notMine.id}/update_status/`, 'dev', { status: 'DONE' })).statusCode).toBe(403);
    expect((await call('POST', `${P}/checklist-items/`, 'dev', { task: notMine.id, title: 'x' })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', `${P}/phases/`, { project: projectId, name: 'QA' }],
      ['PUT', `${P}/update_order/`, { project: projectId, order_version: board.order_version, phases: orderOf(board) }],
      ['PUT', `${P}/tasks/${mine.id}/assign/`, { assignees: [] }],
      ['PATCH', `${P}/tasks/${mine.id}/archive/`, undefined],
      ['DELETE', `${P}/tasks/${mine.id}/`, undefined],
      ['PATCH', `${P}/tasks/${mine.id}/`, { title: 'Renamed' }],
    ] as const) {
      expect((await call(method, url, 'dev', payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await readBoard('dev')).can_manage).toBe(false);
  });
});

describe('GET /api/v1/projects/phases/', () => {
  it('answers the phases in order with their ordered tasks, assignees, checklists, the members and the version', async () => {
    expect(board.phases.map((p) => [p.name, p.tasks.map((t) => t.title)])).toEqual([
      ['Design', ['Wireframes', 'Visual design']],
      ['Build', ['API']],
    ]);
    expect(board.phases[0]!.tasks[0]!.assignees.map((a) => a.full_name)).toEqual(['Farid Haddad']);
    expect(board.members.map((m) => m.full_name)).toEqual(expect.arrayContaining(['Farid Haddad', 'Irene Castillo']));
    expect(board.can_manage).toBe(true);
    expect(board.order_version).toBe(5);
  });
});

describe('PUT /api/v1/projects/update_order/', () => {
  it('applies the whole order of phases and tasks, moving a task between phases, and makes a new version', async () => {
    const [design, build] = board.phases;
    const [wireframes, visual] = design!.tasks;
    const order = [
      { id: build!.id, tasks: [build!.tasks[0]!.id, visual!.id] },
      { id: design!.id, tasks: [wireframes!.id] },
    ];
    const response = await call('PUT', `${P}/update_order/`, 'pm', {
      project: projectId,
      order_version: board.order_version,
      phases: order,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order_version).toBe(board.order_version + 1);
    const after = await readBoard();
    expect(orderOf(after)).toEqual(order);
    expect(after.phases[0]!.tasks[1]!.phase).toBe(build!.id);
  });

  it('refuses an order from an older version with 409, and changes nothing', async () => {
    await newTask(board.phases[1]!.id, 'Meanwhile');
    const stale = await call('PUT', `${P}/update_order/`, 'pm', {
      project: projectId,
      order_version: board.order_version,
      phases: orderOf(board),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
    expect((await readBoard()).phases[1]!.tasks.map((t) => t.title)).toEqual(['API', 'Meanwhile']);
  });

  it('refuses an order that omits, repeats or borrows an id, and changes nothing', async () => {
    const other = await call('POST', `${P}/project-list/`, 'pm', { name: 'Other' });
    const foreignPhase = (await call('POST', `${P}/phases/`, 'pm', { project: other.json().id, name: 'Elsewhere' })).json().phase.id;
    const [design, build] = orderOf(board);
    const cases = [
      [design!, { id: build!.id, tasks: [] }],
      [design!, { ...build!, tasks: [...build!.tasks, design!.tasks[0]!] }],
      [design!, design!, build!],
      [design!, build!, { id: foreignPhase, tasks: [] }],
      [{ ...design!, tasks: [design!.tasks[0]!, design!.tasks[0]!] }, build!],
    ];
    for (const phases of cases) {
      const response = await call('PUT', `${P}/update_order/`, 'pm', { project: projectId, order_version: board.order_version, phases });
      expect(response.statusCode, JSON.stringify(phases)).toBe(400);
      expect(response.json().errors).toEqual({ phases: ['order_mismatch'] });
    }
    expect(await readBoard()).toEqual(board);
  });

  it.each([
    [{ phases: [] }, 'project'],
    [{ project: 1, phases: [] }, 'order_version'],
    [{ project: 1, order_version: 0, phases: [{ id: 'x', tasks: [] }] }, 'phases.0.id'],
    [{ project: 1, order_version: 0, phases: [{ id: 1 }] }, 'phases.0.tasks'],
  ])('refuses the malformed order %j on %s', async (body, field) => {
    const response = await call('PUT', `${P}/update_order/`, 'pm', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('tasks', () => {
  it('creates a task at the end of its phase, with its fields, in a new version of the order', async () => {
    const phase = board.phases[1]!;
    const response = await call('POST', `${P}/tasks/`, 'pm', {
      phase: phase.id,
      title: 'Payments',
      description: 'Stripe',
      status: 'BLOCKED',
      assignees: [people.otherDev.id],
      start_date: '2026-12-01',
      end_date: '2026-12-10',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      order_version: board.order_version + 1,
      task: {
        title: 'Payments',
        status: 'BLOCKED',
        phase: phase.id,
        position: 1,
        start_date: '2026-12-01',
        assignees: [{ id: people.otherDev.id }],
      },
    });
  });

  it.each([
    [{ title: '' }, 'title', 'required'],
    [{ status: 'LATER' }, 'status', 'invalid_choice'],
    [{ start_date: '2026-05-02', end_date: '2026-05-01' }, 'end_date', 'end_before_start'],
    [{ end_date: '2100-01-01' }, 'end_date', 'date_out_of_range'],
    [{ assignees: [1, 1] }, 'assignees', 'duplicate'],
  ])('refuses %j with 400 on %s', async (fields, field, code) => {
    const response = await call('POST', `${P}/tasks/`, 'pm', { phase: board.phases[0]!.id, title: 'Valid', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(code);
  });

  it('assigns only members of the project, replacing the list', async () => {
    const task = board.phases[0]!.tasks[0]!;
    const assigned = await call('PUT', `${P}/tasks/${task.id}/assign/`, 'pm', {
      task_id: task.id,
      assignees: [people.otherDev.id, people.dev.id],
    });
    expect(assigned.json().assignees.map((a: { full_name: string }) => a.full_name)).toEqual(['Farid Haddad', 'Irene Castillo']);
    const outsider = await call('PUT', `${P}/tasks/${task.id}/assign/`, 'pm', { assignees: [people.outsider.id] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors).toEqual({ assignees: ['not_a_member'] });
    const wrongId = await call('PUT', `${P}/tasks/${task.id}/assign/`, 'pm', { task_id: task.id + 1000, assignees: [] });
    expect(wrongId.json().errors).toEqual({ task_id: ['unknown_task'] });
  });

  it('sets dates within the range, end not before start, and the status', async () => {
    const task = board.phases[0]!.tasks[0]!;
    expect((await call('PUT', `${P}/tasks/${task.id}/dates/`, 'pm', { start_date: '2026-12-01', end_date: null })).json()).toMatchObject({
      start_date: '2026-12-01',
      end_date: null,
    });
    const backwards = await call('PUT', `${P}/tasks/${task.id}/dates/`, 'pm', { start_date: '2026-12-02', end_date: '2026-12-01' });
    expect(backwards.json().errors).toEqual({ end_date: ['end_before_start'] });
    expect((await call('PATCH', `${P}/tasks/${task.id}/update_status/`, 'pm', { status: 'DONE' })).json().status).toBe('DONE');
    expect((await call('PATCH', `${P}/tasks/${task.id}/update_status/`, 'pm', { status: 'done' })).statusCode).toBe(400);
    expect((await call('PATCH', `${P}/tasks/${task.id}/`, 'pm', { title: 'Wireframes v2' })).json().title).toBe('Wireframes v2');
  });

  it('archives a task out of its phase into the archive, and restores it at the end of its phase', async () => {
    const [first] = board.phases[0]!.tasks;
    const archived = await call('PATCH', `${P}/tasks/${first!.id}/archive/`, 'pm');
    expect(archived.json()).toMatchObject({ task: { archived: true }, order_version: board.order_version + 1 });
    expect((await readBoard()).phases[0]!.tasks.map((t) => t.title)).toEqual(['Visual design']);
    expect((await call('GET', `${P}/archive-tasks/?project_id=${projectId}`, 'dev')).json().map((t: Task) => t.title)).toEqual([
      'Wireframes',
    ]);
    const restored = await call('PATCH', `${P}/tasks/${first!.id}/unarchive/`, 'pm');
    expect(restored.json().task).toMatchObject({ archived: false, phase: board.phases[0]!.id });
    expect((await readBoard()).phases[0]!.tasks.map((t) => t.title)).toEqual(['Visual design', 'Wireframes']);
  });

  it('deletes a task with its checklist', async () => {
    const task = board.phases[1]!.tasks[0]!;
    const item = (await call('POST', `${P}/checklist-items/`, 'pm', { task: task.id, title: 'Docs' })).json();
    expect((await call('DELETE', `${P}/tasks/${task.id}/`, 'pm')).json().order_version).toBe(board.order_version + 1);
    expect((await readBoard()).phases[1]!.tasks).toEqual([]);
    expect((await call('PATCH', `${P}/checklist-items/${item.id}/toggle/`, 'pm')).statusCode).toBe(404);
    expect((await call('DELETE', `${P}/tasks/${task.id}/`, 'pm')).statusCode).toBe(404);
  });
});

describe('phases', () => {
  it('renames a phase, and deletes it only once its tasks are gone; its archived tasks stay in the archive', async () => {
    const build = board.phases[1]!;
    expect((await call('PATCH', `${P}/phases/${build.id}/`, 'pm', { name: 'Development' })).json().name).toBe('Development');
    const full = await call('DELETE', `${P}/phases/${build.id}/`, 'pm');
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual({ phase: ['phase_not_empty'] });
    await call('PATCH', `${P}/tasks/${build.tasks[0]!.id}/archive/`, 'pm');
    expect((await call('DELETE', `${P}/phases/${build.id}/`, 'pm')).statusCode).toBe(200);
    expect((await readBoard()).phases.map((p) => p.name)).toEqual(['Design']);
    const archive = (await call('GET', `${P}/archive-tasks/?project_id=${projectId}`, 'pm')).json();
    expect(archive).toMatchObject([{ title: 'API', phase: null }]);
    // Restored into the first phase there is.
    expect((await call('PATCH', `${P}/tasks/${archive[0].id}/unarchive/`, 'pm')).json().task.phase).toBe(board.phases[0]!.id);
  });

  it('refuses a blank or long name, and a phase for a project one may not see', async () => {
    expect((await call('POST', `${P}/phases/`, 'pm', { project: projectId, name: '  ' })).json().errors).toEqual({ name: ['required'] });
    expect((await call('POST', `${P}/phases/`, 'pm', { project: projectId, name: 'x'.repeat(121) })).json().errors).toEqual({
      name: ['too_long'],
    });
    expect((await call('POST', `${P}/phases/`, 'otherPm', { project: projectId, name: 'QA' })).statusCode).toBe(404);
  });
});

describe('checklist items', () => {
  it('adds, toggles, edits and deletes an item', async () => {
    const task = board.phases[0]!.tasks[0]!;
    const created = await call('POST', `${P}/checklist-items/`, 'dev', {
      task: task.id,
      title: 'Mobile',
      description: 'iPhone and Android',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ task: task.id, title: 'Mobile', done: false });
    expect((await call('PATCH', `${P}/checklist-items/${item.id}/toggle/`, 'dev')).json().done).toBe(true);
    expect((await call('PATCH', `${P}/checklist-items/${item.id}/toggle/`, 'dev')).json().done).toBe(false);
    expect((await call('PATCH', `${P}/checklist-items/${item.id}/`, 'dev', { title: 'Phones' })).json().title).toBe('Phones');
    expect((await readBoard()).phases[0]!.tasks[0]!.checklist_items.map((i) => i.title)).toEqual(['Phones']);
    expect((await call('PATCH', `${P}/checklist-items/${item.id}/toggle/`, 'otherDev')).statusCode).toBe(403);
    expect((await call('DELETE', `${P}/checklist-items/${item.id}/`, 'dev')).statusCode).toBe(200);
    expect((await call('DELETE', `${P}/checklist-items/${item.id}/`, 'dev')).statusCode).toBe(404);
    expect((await call('POST', `${P}/checklist-items/`, 'dev', { task: task.id, title: '' })).json().errors).toEqual({
      title: ['required'],
    });
  });
});
