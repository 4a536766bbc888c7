import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { userTarget } from '@server/src/audit/user-changes';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';

/**
 * Keeps the person's new authenticator secret (sealed) and gives them a new set of recovery codes,
 * with its audit event, in one transaction. `step`: the time step of the code that proved the app,
 * so that code is not taken again at sign-in.
 */
export async function turnOnTwoStep(db: Db, request: FastifyRequest, user: UserRow, secret: string, step: number): Promise<string[]> {
  const { twoStep, clock } = request.server;
  return db.transaction(async (tx) => {
    const now = clock();
    await tx
      .update(users)
      .set({ twoStepSecret: twoStep.secrets.seal(secret), twoStepEnabledAt: now, twoStepLastStep: step, updatedAt: now })
      .where(eq(users.id, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, request, { action: 'two_step_changed', actor: user, target: userTarget(user), details: { enabled: true } });
    return codes;
  });
}

/** Forgets the person's authenticator secret and recovery codes; the caller records who did it. */
export async function turnOffTwoStep(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ twoStepSecret: null, twoStepEnabledAt: null, twoStepLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await deleteRecoveryCodes(tx, userId);
}
