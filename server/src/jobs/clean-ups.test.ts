import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passwordResetCodes, pendingSignUps, refreshSessions, refreshTokens } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { cleanUps } from './clean-ups';

const NOW = new Date('2026-11-24T18:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const hoursOn = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
});
afterAll(() => server.close());

/** Runs the named clean-up as its scheduled job does. */
async function cleanUp(name: string) {
  const job = cleanUps(server.app).find((candidate) => candidate.name === name);
  await job!.run();
}

describe('the scheduled clean-ups', () => {
  it('delete the sessions that ended over a day ago with all their tokens, and keep a live session’s used tokens', async () => {
    const { db } = server.database;
    const user = await server.createUser('DEV');
    const sessions = await db
      .insert(refreshSessions)
      .values([
        { userId: user.id, expiresAt: hoursAgo(25) },
        { userId: user.id, expiresAt: hoursAgo(23) },
        { userId: user.id, expiresAt: hoursOn(100), revokedAt: hoursAgo(25), revokedReason: 'reuse' },
        { userId: user.id, expiresAt: hoursOn(100), revokedAt: hoursAgo(1), revokedReason: 'signed_out_elsewhere' },
        { userId: user.id, expiresAt: hoursOn(100) },
      ])
      .returning();
    const [, expiredLately, , revokedLately, live] = sessions.map((s) => s.id);
    await db.insert(refreshTokens).values(
      sessions.flatMap((session, i) => [
        { tokenHash: `used-${i}`, sessionId: session.id, usedAt: hoursAgo(48) },
        { tokenHash: `current-${i}`, sessionId: session.id },
      ]),
    );
    await cleanUp('clean-up-ended-sessions');
    expect((await db.select().from(refreshSessions)).map((s) => s.id).sort()).toEqual([expiredLately, revokedLately, live].sort());
    expect((await db.select().from(refreshTokens)).map((t) => t.tokenHash).sort()).toEqual(
      ['used-1', 'current-1', 'used-3', 'current-3', 'used-4', 'current-4'].sort(),
    );
  });

  it('delete the outbox’s e-mails older than a week and keep the newer ones', async () => {
    const { db } = server.database;
    const week = 7 * 24;
    await db.insert(outboxEmails).values([
      { recipient: 'old@clinic.test', sealed: '…', createdAt: hoursAgo(week + 1) },
      { recipient: 'recent@clinic.test', sealed: '…', createdAt: hoursAgo(week - 1) },
    ]);
    await cleanUp('clean-up-outbox-emails');
    expect((await db.select().from(outboxEmails)).map((e) => e.recipient)).toEqual(['recent@clinic.test']);
  });

  it('delete the reset codes that expired over a day ago and keep the others', async () => {
    const { db } = server.database;
    const [longExpired, lately, live] = await Promise.all([server.createUser('DEV'), server.createUser('DEV'), server.createUser('DEV')]);
    const code = { codeHash: 'h', triesLeft: 5 };
    await db.insert(passwordResetCodes).values([
      { ...code, userId: longExpired!.id, expiresAt: hoursAgo(25) },
      { ...code, userId: lately!.id, expiresAt: hoursAgo(1) },
      { ...code, userId: live!.id, expiresAt: hoursOn(0.1) },
    ]);
    await cleanUp('clean-up-reset-codes');
    expect((await db.select().from(passwordResetCodes)).map((c) => c.userId).sort()).toEqual([lately!.id, live!.id].sort());
  });

  it('delete the sign-ups whose code expired over a day ago and keep the others', async () => {
    const { db } = server.database;
    const signUp = { fullName: 'Mara', passwordHash: 'h', codeHash: 'h', triesLeft: 5 };
    await db.insert(pendingSignUps).values([
      { ...signUp, email: 'long@shop.test', expiresAt: hoursAgo(25) },
      { ...signUp, email: 'lately@shop.test', expiresAt: hoursAgo(1) },
      { ...signUp, email: 'live@shop.test', expiresAt: hoursOn(0.1) },
    ]);
    await cleanUp('clean-up-sign-ups');
    expect((await db.select().from(pendingSignUps)).map((s) => s.email).sort()).toEqual(['lately@shop.test', 'live@shop.test']);
  });
});
