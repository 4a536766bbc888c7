import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@/api/contract/projects';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;
const token = {} as Record<'ceo' | 'dev' | 'pm', string>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
  token.ceo = (await signIn(server.app, 'ceo@lato.test', DEMO_PASSWORD)).access;
  token.dev = (await signIn(server.app, 'dev@lato.test', DEMO_PASSWORD)).access;
  token.pm = (await signIn(server.app, 'pm.client@lato.test', DEMO_PASSWORD)).access;
});
afterAll(() => server.close());

const get = (url: string, who: keyof typeof token) =>
  server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token[who]}` } });

interface Detail {
  id: number;
  status: string;
  phases: { task_counts: { total: number } }[];
  attachments: { id: number; original_name: string }[];
}

describe('the projects demo data', () => {
  it('gives about fifteen projects over every status, each with 2 to 5 phases and 5 to 30 tasks', async () => {
    const list = (await get('/api/v1/projects/project-list/?page_size=100', 'ceo')).json<{ count: number; results: Detail[] }>();
    expect(list.count).toBe(15);
    expect(new Set(list.results.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));
    let withFiles = 0;
    for (const { id } of list.results) {
      const detail = (await get(`/api/v1/projects/project/${id}/`, 'ceo')).json<Detail>();
      expect(detail.phases.length).toBeGreaterThanOrEqual(2);
      expect(detail.phases.length).toBeLessThanOrEqual(5);
      const tasks = detail.phases.reduce((sum, phase) => sum + phase.task_counts.total, 0);
      // Archived tasks are not counted: up to two of thirty.
      expect(tasks).toBeGreaterThanOrEqual(5);
      expect(tasks).toBeLessThanOrEqual(30);
      if (detail.attachments.length > 0) withFiles += 1;
    }
    expect(withFiles).toBeGreaterThan(0);
  });

  it('puts the DEV login on some projects only, and the PMs on theirs', async () => {
    const dev = (await get('/api/v1/projects/project-list/?page_size=100', 'dev')).json<{ count: number }>();
    const pm = (await get('/api/v1/projects/project-list/?page_size=100', 'pm')).json<{ count: number }>();
    expect(dev.count).toBeGreaterThan(2);
    expect(dev.count).toBeLessThan(15);
    expect(pm.count).toBeGreaterThan(2);
    expect(pm.count).toBeLessThan(15);
  });

  it('stores the attachments it lists, ready to download', async () => {
    const list = (await get('/api/v1/projects/project-list/?page_size=100', 'ceo')).json<{ results: { id: number }[] }>();
    for (const { id } of list.results) {
      const detail = (await get(`/api/v1/projects/project/${id}/`, 'ceo')).json<Detail>();
      for (const attachment of detail.attachments) {
        const file = await get(`/api/v1/projects/file-attachment/${id}/${attachment.id}/`, 'ceo');
        expect(file.statusCode).toBe(200);
        expect(file.body.length).toBeGreaterThan(0);
      }
    }
  });
});
