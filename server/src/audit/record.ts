import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditDetails, AuditTargetType } from '@/api/contract/audit';
import type { Db } from '@server/db/client';
import { auditEvents } from '@server/db/schema';

/** Enough of a browser's name to tell it; the rest is noise an attacker controls. */
const USER_AGENT_MAX = 300;

/** Detail keys that could hold a secret: dropped whatever a caller passes, so none reaches the log. */
const SECRET_KEY = /pass|token|secret|code|otp|hash/i;

export interface AuditEventInput {
  action: AuditAction;
  /**
   * Who did it: a person (a UserRow will do), `null` for nobody known (a failed sign-in of an
   * unknown e-mail; give `actor: { id: null, email }` to keep the e-mail tried). When left out, the
   * request's signed-in user.
   */
  actor?: { id: number | null; email: string | null } | null;
  /** Whom or what it was done to. */
  target?: { type: AuditTargetType; id?: number | null; label?: string | null } | null;
  /** What changed, small: `{ from: 'DEV', to: 'PM_DEV' }`, field names. Never a password, code or token. */
  details?: AuditDetails | null;
  /** When it happened, where that is not now: the demo data's past events. */
  occurredAt?: Date;
}

function withoutSecrets(details: AuditDetails | null | undefined): AuditDetails | null {
  if (!details) return null;
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Adds events to the audit log (one, or several in one statement), with the request's address and
 * browser. Give it the transaction of the change it records when there is one
 * (`recordAudit(tx, request, …)`), so the events and the change are kept or lost together.
 */
export async function recordAudit(
  db: Db,
  request: FastifyRequest | null,
  events: AuditEventInput | readonly AuditEventInput[],
): Promise<void> {
  const list = Array.isArray(events) ? events : [events as AuditEventInput];
  if (list.length === 0) return;
  const userAgent = request?.headers['user-agent'];
  const from = {
    ip: request?.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.trim().slice(0, USER_AGENT_MAX) : null,
  };
  await db.insert(auditEvents).values(
    list.map((event) => {
      const actor = event.actor === undefined ? (request?.user ?? null) : event.actor;
      return {
        action: event.action,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        targetType: event.target?.type ?? null,
        targetId: event.target?.id ?? null,
        targetLabel: event.target?.label ?? null,
        details: withoutSecrets(event.details),
        ...(event.occurredAt && { occurredAt: event.occurredAt }),
        ...from,
      };
    }),
  );
}
