import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathFor } from '@/api/contract/endpoint';
import type { Task } from '@/api/contract/tasks';
import { todoEndpoints, type TodoBoard, type TodoCard } from '@/api/contract/todo';
import type { UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;
const people = {} as Record<'pm' | 'dev' | 'otherDev' | 'outsider' | 'client', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;

beforeAll(async () => {
  server = await startTestServer();
  people.pm = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV', { fullName: 'Farid Haddad' });
  people.otherDev = await server.createUser('DEV', { fullName: 'Irene Castillo' });
  people.outsider = await server.createUser('DEV');
  people.client = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who = 'dev', payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });
const P = '/api/v1/projects';

async function boardOf(who: Who = 'dev'): Promise<TodoBoard> {
  const response = await call('GET', `${P}/todo-list`, who);
  expect(response.statusCode).toBe(200);
  return response.json<TodoBoard>();
}
// The database is shared by the file's tests: each looks only at the tasks its own project made.
const ours = (list: number[]) => list.filter((id) => Object.values(ids).includes(id));
const titles = (board: TodoBoard) =>
  Object.fromEntries(board.ordered.map((column) => [column, ours(board.columns[column].todoIds).map((id) => board.todos[id]!.title)]));

let phaseId = 0;
let projectId = 0;
let projectName = '';
const ids = {} as Record<'wireframes' | 'api' | 'review' | 'unassigned', number>;

async function projectTask(title: string, extra: object = {}): Promise<Task> {
  const response = await call('POST', `${P}/tasks/`, 'pm', { phase: phaseId, title, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<{ task: Task }>().task;
}

beforeEach(async () => {
  projectName = `Harbour ${Date.now()}`;
  const project = await call('POST', `${P}/project-list/`, 'pm', { name: projectName, members: [people.dev.id, people.otherDev.id] });
  projectId = project.json<{ id: number }>().id;
  phaseId = (await call('POST', `${P}/phases/`, 'pm', { project: projectId, name: 'Build' })).json<{ phase: { id: number } }>().phase.id;
  ids.wireframes = (await projectTask('Wireframes', { assignees: [people.dev.id] })).id;
  ids.api = (await projectTask('API', { assignees: [people.dev.id, people.otherDev.id], status: 'IN_PROGRESS' })).id;
  ids.review = (await projectTask('Review', { assignees: [people.dev.id], status: 'BLOCKED' })).id;
  ids.unassigned = (await projectTask('Unassigned')).id;
});

describe('who may call the todo board', () => {
  const every = Object.values(todoEndpoints).map((endpoint) => ({ method: endpoint.method, url: pathFor(endpoint, { taskId: 1 }) }));

  it('answers 401 without a token and 403 to a CLIENT, on every call', async () => {
    for (const { method, url } of every) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'client', method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the board', () => {
  it("is the person's assigned tasks in the spec's shape, each status in its column, archived ones left out", async () => {
    await call('PATCH', `${P}/tasks/${ids.wireframes}/archive/`, 'pm');
    const board = await boardOf();
    expect(board.ordered).toEqual(['todo', 'progress', 'done']);
    expect(board.columns.todo).toMatchObject({ id: 'todo', name: 'To Do' });
    const mine = titles(board);
    expect(mine.todo).toContain('Review');
    expect(mine.progress).toContain('API');
    expect(board.todos[ids.wireframes]).toBeUndefined();
    expect(board.todos[ids.unassigned]).toBeUndefined();
    const api = board.todos[ids.api]!;
    expect(api).toMatchObject({ status: 'IN_PROGRESS', phase: { id: phaseId, name: 'Build' }, checklist: { done: 0, total: 0 } });
    expect(api.project).toMatchObject({ id: projectId });
    expect(api.assignees.map((a) => a.full_name)).toEqual(['Farid Haddad', 'Irene Castillo']);
    expect(board.phases.some((p) => p.id === phaseId && p.project.id === projectId)).toBe(true);
  });

  it('answers on both spellings of its path', async () => {
    expect((await call('GET', `${P}/todo-list/`)).statusCode).toBe(200);
    expect((await call('GET', `${P}/todo-list`)).statusCode).toBe(200);
  });

  it('is each person’s own: another assignee orders the same task on their board without changing this one', async () => {
    const before = (await boardOf('otherDev')).columns.progress.todoIds;
    const move = await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.api, column: 'done', todo_ids: [ids.api] });
    expect(move.statusCode).toBe(200);
    const theirs = await boardOf('otherDev');
    // The status is the task's, so it moves for everyone; the order is each person's.
    expect(theirs.columns.done.todoIds).toContain(ids.api);
    expect(before).toContain(ids.api);
  });
});

describe('creating from the board', () => {
  it('makes a personal task, assigned to its maker, on top of their To Do', async () => {
    const response = await call('POST', `${P}/todo-list`, 'dev', { title: 'Renew my certificate' });
    expect(response.statusCode).toBe(201);
    const { card } = response.json<{ card: TodoCard }>();
    expect(card).toMatchObject({ title: 'Renew my certificate', project: null, phase: null, status: 'PENDING' });
    expect(card.assignees.map((a) => a.id)).toEqual([people.dev.id]);
    const board = await boardOf();
    expect(board.columns.todo.todoIds[0]).toBe(card.id);
    // Nobody else sees it, even a manager.
    expect((await call('PATCH', `${P}/todo-update-status/${card.id}/`, 'pm', { status: 'DONE' })).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/tasks/${card.id}/`, 'pm', { title: 'x' })).statusCode).toBe(404);
  });

  it('lets the owner of a personal task edit, date, check and delete it through the task calls', async () => {
    const { card } = (await call('POST', `${P}/todo-list/`, 'dev', { title: 'Expenses' })).json<{ card: TodoCard }>();
    expect((await call('PATCH', `${P}/tasks/${card.id}/`, 'dev', { title: 'Expenses for May' })).statusCode).toBe(200);
    expect(
      (await call('PUT', `${P}/tasks/${card.id}/dates/`, 'dev', { start_date: '2026-05-01', end_date: '2026-05-31' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `${P}/checklist-items/`, 'dev', { task: card.id, title: 'Receipts' })).statusCode).toBe(201);
    expect((await call('PUT', `${P}/tasks/${card.id}/assign/`, 'dev', { assignees: [people.otherDev.id] })).statusCode).toBe(400);
    const board = await boardOf();
    expect(board.todos[card.id]).toMatchObject({ title: 'Expenses for May', end_date: '2026-05-31', checklist: { done: 0, total: 1 } });
    const read = await call('GET', `${P}/tasks/${card.id}/`, 'dev');
    expect(read.statusCode).toBe(200);
    expect(read.json<Task>()).toMatchObject({
      project: null,
      phase: null,
      title: 'Expenses for May',
      checklist_items: [{ title: 'Receipts' }],
    });
    expect((await call('GET', `${P}/tasks/${card.id}/`, 'otherDev')).statusCode).toBe(404);
    expect((await call('DELETE', `${P}/tasks/${card.id}/`, 'dev')).statusCode).toBe(200);
    expect((await boardOf()).todos[card.id]).toBeUndefined();
  });

  it("adds a task to a phase of the person's project; a DEV only for themselves", async () => {
    const made = await call('POST', `${P}/todo-list`, 'dev', { title: 'Load test', phase: phaseId });
    expect(made.statusCode).toBe(201);
    expect(made.json<{ card: TodoCard }>().card).toMatchObject({ phase: { id: phaseId }, project: { id: projectId } });
    expect(
      (await call('POST', `${P}/todo-list`, 'dev', { title: 'For Irene', phase: phaseId, assignees: [people.otherDev.id] })).statusCode,
    ).toBe(403);
    // A manager's task for someone else is on that person's board, not on the manager's.
    const forIrene = await call('POST', `${P}/todo-list`, 'pm', { title: 'Docs', phase: phaseId, assignees: [people.otherDev.id] });
    expect(forIrene.statusCode).toBe(201);
    expect(Object.values((await boardOf('pm')).todos).map((c) => c.title)).not.toContain('Docs');
    expect(Object.values((await boardOf('otherDev')).todos).map((c) => c.title)).toContain('Docs');
  });

  it('answers 400 for a bad title or dates, and 404 for a phase the person does not see', async () => {
    expect((await call('POST', `${P}/todo-list`, 'dev', { title: '' })).statusCode).toBe(400);
    expect((await call('POST', `${P}/todo-list`, 'dev', { title: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('POST', `${P}/todo-list`, 'dev', { title: 'x', start_date: '2026-05-02', end_date: '2026-05-01' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `${P}/todo-list`, 'dev', { title: 'x', assignees: [people.otherDev.id] })).statusCode).toBe(400);
    expect((await call('POST', `${P}/todo-list`, 'outsider', { title: 'x', phase: phaseId })).statusCode).toBe(404);
    expect((await call('POST', `${P}/todo-list`, 'dev', { title: 'x', phase: 999_999 })).statusCode).toBe(404);
  });
});

describe('moving cards', () => {
  it('sets the status of the column and keeps the order sent, across a reload', async () => {
    const board = await boardOf();
    const todo = ours(board.columns.todo.todoIds);
    const response = await call('PUT', `${P}/todo-move/`, 'dev', {
      task: ids.wireframes,
      column: 'progress',
      todo_ids: [ids.wireframes, ...ours(board.columns.progress.todoIds)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TodoCard>().status).toBe('IN_PROGRESS');
    const after = await boardOf();
    expect(ours(after.columns.progress.todoIds)).toEqual([ids.wireframes, ids.api]);
    expect(ours(after.columns.todo.todoIds)).toEqual(todo.filter((id) => id !== ids.wireframes));
    const toDone = await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.api, column: 'done', todo_ids: [ids.api] });
    expect(toDone.json<TodoCard>().status).toBe('DONE');
  });

  it('keeps a BLOCKED card BLOCKED when it is reordered within To Do, and makes it PENDING when it comes back', async () => {
    const within = await call('PUT', `${P}/todo-move/`, 'dev', {
      task: ids.review,
      column: 'todo',
      todo_ids: [ids.review, ids.wireframes],
    });
    expect(within.json<TodoCard>().status).toBe('BLOCKED');
    expect(ours((await boardOf()).columns.todo.todoIds)).toEqual([ids.review, ids.wireframes]);
    await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.review, column: 'done', todo_ids: [ids.review] });
    const back = await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.review, column: 'todo', todo_ids: [ids.wireframes, ids.review] });
    expect(back.json<TodoCard>().status).toBe('PENDING');
  });

  it('refuses an order with a card that is not on the board (400) and changes nothing', async () => {
    const before = await boardOf();
    const response = await call('PUT', `${P}/todo-move/`, 'dev', {
      task: ids.wireframes,
      column: 'done',
      todo_ids: [ids.wireframes, ids.unassigned],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ todo_ids: ['order_mismatch'] });
    expect((await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.wireframes, column: 'done', todo_ids: [] })).statusCode).toBe(400);
    expect(
      (await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.wireframes, column: 'later', todo_ids: [ids.wireframes] })).statusCode,
    ).toBe(400);
    expect(await boardOf()).toEqual(before);
  });

  it('answers 403 for a task the person sees but is not assigned, and 404 for one they do not see', async () => {
    expect(
      (await call('PUT', `${P}/todo-move/`, 'dev', { task: ids.unassigned, column: 'done', todo_ids: [ids.unassigned] })).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `${P}/todo-update-status/${ids.unassigned}/`, 'dev', { status: 'DONE' })).statusCode).toBe(403);
    expect((await call('PATCH', `${P}/todo-update-status/${ids.api}/`, 'outsider', { status: 'DONE' })).statusCode).toBe(404);
    expect((await call('PATCH', `${P}/todo-update-status/999999/`, 'dev', { status: 'DONE' })).statusCode).toBe(404);
  });

  it('sets a status with todo-update-status, and refuses an unknown one', async () => {
    const response = await call('PATCH', `${P}/todo-update-status/${ids.wireframes}/`, 'dev', { status: 'DONE' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TodoCard>().status).toBe('DONE');
    expect((await boardOf()).columns.done.todoIds).toContain(ids.wireframes);
    expect((await call('PATCH', `${P}/todo-update-status/${ids.wireframes}/`, 'dev', { status: 'LATER' })).statusCode).toBe(400);
  });
});

describe('a person taken off a project', () => {
  /** The project's members become these (and its manager, who made it and may not leave it), through the real call. */
  async function setMembers(...members: (keyof typeof people)[]) {
    const response = await call('PATCH', `${P}/project/${projectId}/`, 'pm', {
      members: [people.pm.id, ...members.map((m) => people[m].id)],
    });
    expect(response.statusCode).toBe(200);
  }
  const onBoard = (board: TodoBoard) => board.ordered.flatMap((column) => board.columns[column].todoIds);

  it("loses the project's cards on their next read, renames made afterwards included, and gets them back when added again", async () => {
    const { card: personal } = (await call('POST', `${P}/todo-list`, 'dev', { title: 'My own note' })).json<{ card: TodoCard }>();
    const before = await boardOf();
    expect(before.todos[ids.api]).toMatchObject({ title: 'API', project: { id: projectId, name: projectName } });
    const order = ours(onBoard(before));
    expect(order).toEqual(expect.arrayContaining([ids.wireframes, ids.api, ids.review]));

    await setMembers('otherDev');
    expect((await call('PATCH', `${P}/tasks/${ids.api}/`, 'pm', { title: 'API after the split' })).statusCode).toBe(200);
    expect((await call('PUT', `${P}/tasks/${ids.api}/dates/`, 'pm', { start_date: '2026-07-01', end_date: '2026-07-31' })).statusCode).toBe(
      200,
    );

    const response = await call('GET', `${P}/todo-list`, 'dev');
    expect(response.statusCode).toBe(200);
    const after = response.json<TodoBoard>();
    expect(ours(onBoard(after))).toEqual([]);
    for (const id of Object.values(ids)) expect(after.todos[id]).toBeUndefined();
    // Nothing of the project is served: its name, its task's new title, its phases to add to.
    expect(response.body).not.toContain(projectName);
    expect(response.body).not.toContain('API after the split');
    expect(after.phases.some((p) => p.project.id === projectId)).toBe(false);
    // Their own card stays theirs.
    expect(after.todos[personal.id]).toMatchObject({ title: 'My own note' });
    expect(onBoard(after)).toContain(personal.id);
    // A member who stays keeps the card, rename and all.
    expect((await boardOf('otherDev')).todos[ids.api]).toMatchObject({ title: 'API after the split', end_date: '2026-07-31' });

    await setMembers('dev', 'otherDev');
    const back = await boardOf();
    expect(back.todos[ids.api]).toMatchObject({ title: 'API after the split', end_date: '2026-07-31', project: { id: projectId } });
    expect(ours(onBoard(back))).toEqual(order);
  });

  it('answers 404 to every call on a hidden card, as for a task that does not exist, and changes nothing', async () => {
    const { card: personal } = (await call('POST', `${P}/todo-list`, 'dev', { title: 'Call the bank' })).json<{ card: TodoCard }>();
    await setMembers('otherDev');

    const calls = [
      () => call('PATCH', `${P}/todo-update-status/${ids.api}/`, 'dev', { status: 'DONE' }),
      () => call('PUT', `${P}/todo-move/`, 'dev', { task: ids.api, column: 'done', todo_ids: [ids.api] }),
      () => call('PUT', `${P}/todo-move/`, 'dev', { task: ids.review, column: 'todo', todo_ids: [ids.review] }),
      () => call('GET', `${P}/tasks/${ids.api}/`, 'dev'),
      () => call('PATCH', `${P}/tasks/${ids.api}/update_status/`, 'dev', { status: 'DONE' }),
      () => call('POST', `${P}/checklist-items/`, 'dev', { task: ids.api, title: 'Peek' }),
    ];
    const missing = await call('PATCH', `${P}/todo-update-status/999999/`, 'dev', { status: 'DONE' });
    expect(missing.statusCode).toBe(404);
    for (const send of calls) {
      const response = await send();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    // A hidden card in the order of a card still on the board is refused like any card that is not there.
    const mixed = await call('PUT', `${P}/todo-move/`, 'dev', { task: personal.id, column: 'done', todo_ids: [personal.id, ids.api] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({ todo_ids: ['order_mismatch'] });

    const seen = (await boardOf('otherDev')).todos[ids.api]!;
    expect(seen).toMatchObject({ status: 'IN_PROGRESS', checklist: { total: 0 } });
    expect((await boardOf()).todos[personal.id]).toMatchObject({ status: 'PENDING' });
  });
});
