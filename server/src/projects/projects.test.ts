import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { projectEndpoints } from '@/api/contract/projects';
import { PROJECT_ORDERINGS } from '@/api/contract/projects-values';
import { pathFor } from '@/api/contract/endpoint';
import { phases, projects, taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;
const people = {} as Record<'ceo' | 'cto' | 'pmClient' | 'pmDev' | 'dev' | 'otherDev' | 'client' | 'otherClient', UserRow>;
/** The clients' businesses: a project's client is a business. */
const business = {} as Record<'grace' | 'bruno', number>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;

beforeAll(async () => {
  server = await startTestServer();
  people.ceo = await server.createUser('CEO', { fullName: 'Ava Moreno' });
  people.cto = await server.createUser('CTO', { fullName: 'Chloe Nakamura' });
  people.pmClient = await server.createUser('PM_CLIENT', { fullName: 'Diego Ramírez' });
  people.pmDev = await server.createUser('PM_DEV', { fullName: 'Elena Petrova' });
  people.dev = await server.createUser('DEV', { fullName: 'Farid Haddad' });
  people.otherDev = await server.createUser('DEV', { fullName: 'Irene Castillo' });
  people.client = await server.createUser('CLIENT', { fullName: 'Grace Okafor' });
  people.otherClient = await server.createUser('CLIENT', { fullName: 'Bruno Esposito' });
  business.grace = await server.organisationOf(people.client);
  business.bruno = await server.organisationOf(people.otherClient);
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
});
afterAll(() => server.close());

const headers = (who: Who) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const get = (url: string, who: Who = 'ceo') => server.app.inject({ method: 'GET', url, headers: headers(who) });
const sendJson = (method: 'POST' | 'PATCH', url: string, payload: unknown, who: Who = 'ceo') =>
  server.app.inject({ method, url, headers: headers(who), payload: payload as object });
const sendForm = (url: string, form: FormData, who: Who = 'ceo') =>
  server.app.inject({ method: 'POST', url, headers: headers(who), payload: form });

const LIST = '/api/v1/projects/project-list/';
const projectUrl = (id: number | string) => `/api/v1/projects/project/${id}/`;
const filesUrl = (id: number | string) => `/api/v1/projects/file-attachment/${id}/`;

let sequence = 0;
async function createProject(fields: Record<string, unknown> = {}, who: Who = 'pmDev') {
  sequence += 1;
  const response = await sendJson('POST', LIST, { name: `Project ${sequence}`, members: [people.dev.id], ...fields }, who);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; name: string; members: { id: number }[] }>();
}

/** Tasks straight into the database, as the phase editor (the next area) will write them. */
async function addTasks(
  projectId: number,
  statuses: ('PENDING' | 'BLOCKED' | 'IN_PROGRESS' | 'DONE')[],
  archived = false,
  assignee = people.dev.id,
) {
  const db = server.database.db;
  const [phase] = await db.insert(phases).values({ projectId, name: 'Build', position: 0 }).returning();
  const rows = await db
    .insert(tasks)
    .values(statuses.map((status, position) => ({ projectId, phaseId: phase!.id, title: `Task ${position}`, status, position, archived })))
    .returning();
  await db.insert(taskAssignees).values(rows.map((t) => ({ taskId: t.id, userId: assignee })));
  return phase!;
}

const projectCount = async () => (await server.database.db.select({ n: count() }).from(projects))[0]!.n;

/** Files as browsers send them: bytes, a name and the browser's guess of the type. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
function filesForm(files: { name: string; data: Buffer; type?: string }[], fields: Record<string, string | string[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) (Array.isArray(value) ? value : [value]).forEach((v) => form.append(key, v));
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

describe('who may call the projects endpoints', () => {
  const every = Object.values(projectEndpoints).map((endpoint) => ({
    method: endpoint.method,
    url: pathFor(endpoint, { id: 1, projectId: 1, attachmentId: 1 }),
  }));

  it('answers 401 to every call without a token', async () => {
    for (const { method, url } of every) expect((await server.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers 403 to a CLIENT on every call', async () => {
    for (const { method, url } of every) {
      const response = await server.app.inject({ method, url, headers: headers('client'), payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets a DEV read but not create or edit', async () => {
    const project = await createProject();
    expect((await get(projectUrl(project.id), 'dev')).statusCode).toBe(200);
    expect((await sendJson('POST', LIST, { name: 'Mine' }, 'dev')).statusCode).toBe(403);
    expect((await sendJson('PATCH', projectUrl(project.id), { name: 'Renamed' }, 'dev')).statusCode).toBe(403);
  });
});

describe('POST /api/v1/projects/project-list/ (JSON)', () => {
  it('creates the project with its members and client, and answers its details', async () => {
    const response = await sendJson(
      'POST',
      LIST,
      {
        name: '  Website relaunch  ',
        description: 'New site and CMS.',
        status: 'in_progress',
        start_date: '2026-03-01',
        end_date: '2026-06-30',
        client: business.grace,
        members: [people.dev.id, people.cto.id],
      },
      'pmClient',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Website relaunch',
      status: 'in_progress',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      client: { id: business.grace, name: 'Grace Okafor' },
      created_by: { id: people.pmClient.id },
      progress: 0,
      task_counts: { total: 0, PENDING: 0, BLOCKED: 0, IN_PROGRESS: 0, DONE: 0 },
      phases: [],
      attachments: [],
      can_edit: true,
    });
    // The PM who creates it joins, or it would vanish from their own list.
    expect(body.members.map((m: { id: number }) => m.id).sort()).toEqual([people.pmClient.id, people.dev.id, people.cto.id].sort());
    expect((await get(projectUrl(body.id), 'pmClient')).statusCode).toBe(200);
  });

  it('does not add a CEO who creates a project as a member: they see every project anyway', async () => {
    const project = await createProject({ members: [] }, 'ceo');
    expect(project.members).toEqual([]);
  });

  it('takes defaults: status upcoming, no dates, no client, no description', async () => {
    const response = await sendJson('POST', LIST, { name: 'Bare' }, 'ceo');
    expect(response.json()).toMatchObject({ status: 'upcoming', start_date: null, end_date: null, client: null, description: '' });
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ name: 'x'.repeat(201) }, 'name', 'too_long'],
    [{ description: 'x'.repeat(5001) }, 'description', 'too_long'],
    [{ status: 'paused' }, 'status', 'invalid_choice'],
    [{ start_date: '2026-02-30' }, 'start_date', 'invalid_format'],
    [{ start_date: '1899-12-31' }, 'start_date', 'date_out_of_range'],
    [{ end_date: '2100-01-01' }, 'end_date', 'date_out_of_range'],
    [{ start_date: '2026-05-02', end_date: '2026-05-01' }, 'end_date', 'end_before_start'],
    [{ members: [999999] }, 'members', 'unknown_user'],
    [{ members: ['abc'] }, 'members.0', 'invalid_number'],
    [{ members: [1, 1] }, 'members', 'duplicate'],
    [{ client: 999999 }, 'client', 'unknown_organisation'],
    [{ client: 0 }, 'client', 'too_small'],
  ])('refuses %j with 400 on %s (%s) and creates nothing', async (fields, field, code) => {
    const before = await projectCount();
    const response = await sendJson('POST', LIST, { name: 'Valid name', ...fields }, 'pmDev');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(code);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a CLIENT as a member and a client that names no business', async () => {
    const asMember = await sendJson('POST', LIST, { name: 'P', members: [people.client.id] }, 'pmDev');
    expect(asMember.json().errors).toEqual({ members: ['not_staff'] });
    const asClient = await sendJson('POST', LIST, { name: 'P', client: business.bruno + 1000 }, 'pmDev');
    expect(asClient.json().errors).toEqual({ client: ['unknown_organisation'] });
  });

  it('refuses a body that is not JSON or a form', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: LIST,
      headers: { ...headers('ceo'), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/v1/projects/project-list/ (multipart, with files)', () => {
  it('creates the project and its attachments together, members as repeated fields', async () => {
    const form = filesForm(
      [
        { name: 'brief.pdf', data: PDF, type: 'application/pdf' },
        { name: 'logo.png', data: PNG, type: 'image/png' },
      ],
      { name: 'Brand book', members: [String(people.dev.id), String(people.otherDev.id)], client: String(business.grace) },
    );
    const response = await sendForm(LIST, form, 'pmDev');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.members).toHaveLength(3);
    expect(
      body.attachments.map((a: { original_name: string; content_type: string; size: number }) => [a.original_name, a.content_type, a.size]),
    ).toEqual([
      ['brief.pdf', 'application/pdf', PDF.length],
      ['logo.png', 'image/png', PNG.length],
    ]);
  });

  it('creates nothing, and keeps no file, when one file is refused', async () => {
    const before = await projectCount();
    const form = filesForm(
      [
        { name: 'brief.pdf', data: PDF },
        { name: 'setup.pdf', data: EXE },
      ],
      { name: 'Should not exist' },
    );
    const response = await sendForm(LIST, form, 'pmDev');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'files.1': ['file_type_not_allowed'] });
    expect(await projectCount()).toBe(before);
    const list = await get(`${LIST}?search=Should%20not%20exist`, 'ceo');
    expect(list.json().count).toBe(0);
  });

  it('creates nothing when a field is refused, even with good files', async () => {
    const before = await projectCount();
    const response = await sendForm(LIST, filesForm([{ name: 'brief.pdf', data: PDF }], { name: '', status: 'upcoming' }), 'pmDev');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: ['required'] });
    expect(await projectCount()).toBe(before);
  });
});

describe('GET /api/v1/projects/project-list/', () => {
  let shared: { id: number };
  let ctoOnly: { id: number };

  beforeAll(async () => {
    shared = await createProject({ name: 'Mobile banking app', description: 'iOS and Android', status: 'blocked' }, 'pmDev');
    ctoOnly = await createProject({ name: 'Data warehouse', members: [people.otherDev.id], status: 'completed' }, 'cto');
    await addTasks(shared.id, ['DONE', 'DONE', 'IN_PROGRESS', 'PENDING']);
    await addTasks(shared.id, ['DONE'], true);
  });

  const ids = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);

  it('shows CEO, CFO and CTO every project, and the others only those they are members of', async () => {
    const all = (await get(`${LIST}?page_size=100`, 'ceo')).json();
    expect(ids(all)).toEqual(expect.arrayContaining([shared.id, ctoOnly.id]));
    expect(ids((await get(`${LIST}?page_size=100`, 'cto')).json())).toEqual(expect.arrayContaining([shared.id, ctoOnly.id]));

    const dev = (await get(`${LIST}?page_size=100`, 'dev')).json();
    expect(ids(dev)).toContain(shared.id);
    expect(ids(dev)).not.toContain(ctoOnly.id);
    expect(ids((await get(`${LIST}?page_size=100`, 'otherDev')).json())).toContain(ctoOnly.id);
    expect(ids((await get(`${LIST}?page_size=100`, 'pmClient')).json())).not.toContain(ctoOnly.id);
  });

  it('lists the newest first, with progress from the tasks not archived, counts, members and client', async () => {
    const latest = await createProject({ name: 'Newest one', client: business.bruno });
    const body = (await get(LIST, 'ceo')).json();
    expect(body.results[0]).toMatchObject({ id: latest.id, client: { name: 'Bruno Esposito' } });
    const row = body.results.find((p: { id: number }) => p.id === shared.id);
    // 2 of the 4 tasks not archived are DONE; the archived DONE task does not count.
    expect(row).toMatchObject({ progress: 50, task_counts: { total: 4, DONE: 2, IN_PROGRESS: 1, PENDING: 1, BLOCKED: 0 } });
    expect(row.members.map((m: { full_name: string }) => m.full_name)).toEqual(expect.arrayContaining(['Elena Petrova', 'Farid Haddad']));
  });

  it('pages with count, num_pages and current_page, and never repeats a project across pages', async () => {
    const total = (await get(LIST)).json().count;
    const first = (await get(`${LIST}?page_size=2`)).json();
    expect(first).toMatchObject({ count: total, num_pages: Math.ceil(total / 2), current_page: 1 });
    const seen = new Set<number>();
    for (let page = 1; page <= first.num_pages; page += 1) {
      for (const id of ids((await get(`${LIST}?page_size=2&page=${page}`)).json())) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(total);
    expect((await get(`${LIST}?page_size=2&page=${first.num_pages + 1}`)).statusCode).toBe(404);
  });

  it.each(PROJECT_ORDERINGS)('gives the projects page by page in the order of one long page, ordered by %s', async (ordering) => {
    const all = (await get(`${LIST}?ordering=${ordering}&page_size=100`)).json();
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.count / 2); page += 1)
      paged.push(...ids((await get(`${LIST}?ordering=${ordering}&page_size=2&page=${page}`)).json()));
    expect(paged).toEqual(ids(all));
  });

  it('searches name and description, filters by status and member, and sorts', async () => {
    expect(ids((await get(`${LIST}?search=android`)).json())).toEqual([shared.id]);
    expect(ids((await get(`${LIST}?search=${encodeURIComponent('100%')}`)).json())).toEqual([]);
    expect(ids((await get(`${LIST}?status=completed`)).json())).toEqual([ctoOnly.id]);
    expect(ids((await get(`${LIST}?member=${people.otherDev.id}&page_size=100`)).json())).toContain(ctoOnly.id);
    expect(ids((await get(`${LIST}?member=${people.otherDev.id}&page_size=100`)).json())).not.toContain(shared.id);
    const byProgress = (await get(`${LIST}?ordering=-progress&page_size=1`)).json();
    expect(byProgress.results[0].id).toBe(shared.id);
    const names = (await get(`${LIST}?ordering=name&page_size=100`)).json().results.map((p: { name: string }) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it.each([['status=paused'], ['ordering=size'], ['page=0'], ['page_size=101'], ['member=abc'], [`search=${'x'.repeat(101)}`]])(
    'refuses the query %s with 400',
    async (query) => {
      expect((await get(`${LIST}?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('GET and PATCH /api/v1/projects/project/{id}/', () => {
  it('answers the details with phases summary to a member, and 404 to a DEV who is not one', async () => {
    const project = await createProject({ name: 'Details' });
    const phase = await addTasks(project.id, ['PENDING', 'BLOCKED', 'DONE']);
    const response = await get(projectUrl(project.id), 'dev');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      can_edit: false,
      phases: [{ id: phase.id, name: 'Build', task_counts: { total: 3, PENDING: 1, BLOCKED: 1, DONE: 1, IN_PROGRESS: 0 } }],
    });
    expect((await get(projectUrl(project.id), 'otherDev')).statusCode).toBe(404);
    expect((await get(projectUrl(project.id), 'pmClient')).statusCode).toBe(404);
  });

  it.each([['999999'], ['0'], ['abc'], ['1e3'], ['99999999999']])('answers 404 to the id %s', async (id) => {
    expect((await get(projectUrl(id))).statusCode).toBe(404);
  });

  it('changes the given fields only and replaces the members', async () => {
    const project = await createProject({ name: 'Before', description: 'Kept', start_date: '2026-01-10' });
    const response = await sendJson(
      'PATCH',
      projectUrl(project.id),
      { name: 'After', status: 'completed', members: [people.pmDev.id, people.otherDev.id], client: business.grace },
      'pmDev',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'After',
      description: 'Kept',
      status: 'completed',
      start_date: '2026-01-10',
      client: { id: business.grace },
    });
    expect(body.members.map((m: { id: number }) => m.id).sort()).toEqual([people.pmDev.id, people.otherDev.id].sort());
    expect((await get(projectUrl(project.id), 'dev')).statusCode).toBe(404);
    const cleared = await sendJson('PATCH', projectUrl(project.id), { client: null, start_date: null }, 'pmDev');
    expect(cleared.json()).toMatchObject({ client: null, start_date: null });
  });

  it('checks the end date against the start already stored', async () => {
    const project = await createProject({ start_date: '2026-04-01' });
    const response = await sendJson('PATCH', projectUrl(project.id), { end_date: '2026-03-31' }, 'pmDev');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ end_date: ['end_before_start'] });
    expect((await get(projectUrl(project.id))).json().end_date).toBeNull();
  });

  it('refuses unknown fields, bad values, and a PM taking themselves off the project', async () => {
    const project = await createProject();
    const unknown = await sendJson('PATCH', projectUrl(project.id), { name: 'X', owner: 3 }, 'pmDev');
    expect(unknown.json().errors).toEqual({ owner: ['unknown_field'] });
    const own = await sendJson('PATCH', projectUrl(project.id), { members: [people.dev.id] }, 'pmDev');
    expect(own.json().errors).toEqual({ members: ['own_membership'] });
    const client = await sendJson('PATCH', projectUrl(project.id), { client: business.bruno + 1000 }, 'pmDev');
    expect(client.json().errors).toEqual({ client: ['unknown_organisation'] });
    // A CEO sees every project, member or not: they may leave the list of members.
    expect((await sendJson('PATCH', projectUrl(project.id), { members: [] }, 'ceo')).statusCode).toBe(200);
  });

  it('answers 404 to a PM editing a project they are not on', async () => {
    const project = await createProject({ members: [] }, 'ceo');
    expect((await sendJson('PATCH', projectUrl(project.id), { name: 'Mine now' }, 'pmClient')).statusCode).toBe(404);
    expect((await get(projectUrl(project.id))).json().name).not.toBe('Mine now');
  });
});

describe('attachments', () => {
  let project: { id: number };
  beforeAll(async () => {
    project = await createProject({ name: 'With files', members: [people.dev.id] }, 'pmDev');
  });

  const upload = (files: { name: string; data: Buffer; type?: string }[], who: Who = 'dev', id = project.id) =>
    sendForm(filesUrl(id), filesForm(files), who);

  it('lets a member upload, typed by the content, not the name', async () => {
    const response = await upload([
      { name: 'screenshot.pdf', data: PNG, type: 'application/pdf' },
      { name: 'notes.md', data: Buffer.from('# Notes\n\n- ünïcödé\n') },
      { name: 'budget.csv', data: Buffer.from('item,cost\nhosting,12\n') },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().map((a: { content_type: string; can_delete: boolean }) => [a.content_type, a.can_delete])).toEqual([
      ['image/png', true],
      ['text/markdown', true],
      ['text/csv', true],
    ]);
  });

  it.each([
    ['a program named as a PDF', 'invoice.pdf', EXE, 'file_type_not_allowed'],
    ['binary bytes named as text', 'data.txt', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02]), 'file_type_not_allowed'],
    ['an HTML page', 'page.html', Buffer.from('<html><script>alert(1)</script></html>'), 'file_type_not_allowed'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'empty_file'],
  ])('refuses %s', async (_, name, data, code) => {
    const response = await upload([{ name, data }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'files.0': [code] });
  });

  it('refuses more than 10 files, a file over 25 MB, and a request with no file', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, data: PDF }));
    const tooMany = await upload(eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ files: ['too_many_files'] });
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const tooLarge = await upload([{ name: 'big.pdf', data: big }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ 'files.0': ['file_too_large'] });
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 to someone who may not see the project, 403 to a CLIENT', async () => {
    expect((await upload([{ name: 'a.pdf', data: PDF }], 'otherDev')).statusCode).toBe(404);
    expect((await upload([{ name: 'a.pdf', data: PDF }], 'client')).statusCode).toBe(403);
  });

  it('sends a file under its original name to those who may see the project only', async () => {
    const [attachment] = (await upload([{ name: 'Informe "final" ñ.pdf', data: PDF }], 'pmDev')).json();
    const url = `${filesUrl(project.id)}${attachment.id}/`;
    const download = await get(url, 'dev');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Informe%20%22final%22%20%C3%B1.pdf");
    expect((await get(url, 'otherDev')).statusCode).toBe(404);
    expect((await get(url, 'client')).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    const other = await createProject({ members: [people.dev.id] });
    expect((await get(`${filesUrl(other.id)}${attachment.id}/`, 'dev')).statusCode).toBe(404);
  });

  it('lets the uploader or a manager delete a file, and nobody else', async () => {
    const [byDev] = (await upload([{ name: 'dev.pdf', data: PDF }], 'dev')).json();
    const [byPm] = (await upload([{ name: 'pm.pdf', data: PDF }], 'pmDev')).json();
    const del = (id: number, who: Who) =>
      server.app.inject({ method: 'DELETE', url: `${filesUrl(project.id)}${id}/`, headers: headers(who) });

    const details = (await get(projectUrl(project.id), 'dev')).json();
    const canDelete = Object.fromEntries(details.attachments.map((a: { id: number; can_delete: boolean }) => [a.id, a.can_delete]));
    expect(canDelete[byDev.id]).toBe(true);
    expect(canDelete[byPm.id]).toBe(false);

    expect((await del(byPm.id, 'dev')).statusCode).toBe(403);
    expect((await del(byDev.id, 'dev')).statusCode).toBe(200);
    expect((await get(`${filesUrl(project.id)}${byDev.id}/`, 'dev')).statusCode).toBe(404);
    expect((await del(byDev.id, 'dev')).statusCode).toBe(404);
    expect((await del(byPm.id, 'pmDev')).statusCode).toBe(200);
    expect((await del(byPm.id, 'otherDev')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/projects/team-members/', () => {
  it('lists active staff by name with their projects and open tasks, in the projects the reader can see', async () => {
    const newcomer = await server.createUser('DEV', { fullName: 'Yara Nasser' });
    const first = await createProject({ name: 'Team counts', members: [newcomer.id] }, 'pmDev');
    await createProject({ name: 'Team counts 2', members: [newcomer.id] }, 'ceo');
    await addTasks(first.id, ['PENDING', 'IN_PROGRESS', 'DONE'], false, newcomer.id);
    await addTasks(first.id, ['BLOCKED'], true, newcomer.id);

    const body = (await get('/api/v1/projects/team-members/?page_size=100', 'ceo')).json();
    expect(body.results.map((m: { role: string }) => m.role)).not.toContain('CLIENT');
    const names = body.results.map((m: { full_name: string }) => m.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Two projects; of its four tasks, one is DONE and one archived.
    expect(body.results.find((m: { id: number }) => m.id === newcomer.id)).toMatchObject({ project_count: 2, open_task_count: 2 });
    // Someone on neither project sees neither in the counts.
    const seenByOther = (await get('/api/v1/projects/team-members/?page_size=100', 'otherDev')).json();
    expect(seenByOther.results.find((m: { id: number }) => m.id === newcomer.id)).toMatchObject({ project_count: 0, open_task_count: 0 });
  });

  it('searches by name or e-mail and filters by role', async () => {
    const body = (await get('/api/v1/projects/team-members/?search=farid', 'dev')).json();
    expect(body.results.map((m: { full_name: string }) => m.full_name)).toEqual(['Farid Haddad']);
    const ctos = (await get('/api/v1/projects/team-members/?role=CTO', 'dev')).json();
    expect(ctos.results.map((m: { id: number }) => m.id)).toEqual([people.cto.id]);
    expect((await get('/api/v1/projects/team-members/?page=99', 'dev')).statusCode).toBe(404);
    expect((await get('/api/v1/projects/team-members/?role=BOSS', 'dev')).statusCode).toBe(400);
  });
});
