import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { AdminRefused, createAdmin } from './create-admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'a long and unusual passphrase';

describe('createAdmin (npm run create-admin)', () => {
  it('makes a CEO who can sign in and manage people', async () => {
    const admin = await createAdmin(server.database.db, { email: 'Owner@Example.com', fullName: 'Olga Owner', password: PASSWORD });
    expect(admin).toMatchObject({ email: 'owner@example.com', role: 'CEO', isActive: true });
    const { access } = await signIn(server.app, 'owner@example.com', PASSWORD);
    const people = await server.app.inject({ url: '/api/v1/users/users/', headers: { authorization: `Bearer ${access}` } });
    expect(people.statusCode).toBe(200);
  });

  it('refuses what the add-user form refuses, naming the field, and an e-mail already taken', async () => {
    await expect(createAdmin(server.database.db, { email: 'not-an-email', fullName: 'X Y', password: PASSWORD })).rejects.toThrow(
      /^email: /,
    );
    await expect(createAdmin(server.database.db, { email: 'short@example.com', fullName: 'Sam Short', password: 'short' })).rejects.toThrow(
      /^password: /,
    );
    await expect(
      createAdmin(server.database.db, { email: 'owner@example.com', fullName: 'Olga Again', password: PASSWORD }),
    ).rejects.toThrow(new AdminRefused('owner@example.com already has an account.'));
  });
});
