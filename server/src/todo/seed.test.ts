import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodoBoard } from '@/api/contract/todo';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
});
afterAll(() => server.close());

async function boardOf(email: string): Promise<TodoBoard> {
  const { access } = await signIn(server.app, email, DEMO_PASSWORD);
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v1/projects/todo-list',
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<TodoBoard>();
}

describe('the todo board demo data', () => {
  it('gives the DEV login cards in every column, project tasks and personal ones, personal ones first', async () => {
    const board = await boardOf('dev@lato.test');
    for (const column of board.ordered) expect(board.columns[column].todoIds.length, column).toBeGreaterThan(0);
    const cards = Object.values(board.todos);
    expect(cards.filter((c) => c.project === null).map((c) => c.title)).toContain('Renew the staging TLS certificate');
    expect(cards.filter((c) => c.project !== null).length).toBeGreaterThan(5);
    expect(cards.some((c) => c.status === 'BLOCKED')).toBe(true);
    expect(board.todos[board.columns.todo.todoIds[0]!]!.project).toBeNull();
  });

  it('gives the project managers personal tasks too, and nobody sees another person’s', async () => {
    const pm = await boardOf('pm.dev@lato.test');
    const titles = Object.values(pm.todos).map((c) => c.title);
    expect(titles).toContain('Prepare the sprint review deck');
    expect(titles).not.toContain('Renew the staging TLS certificate');
  });
});
