import { z } from './zod';
import { calendarDate, pagedSchema, pagingQuery, timeZoneName } from './common';
import { defineEndpoint } from './endpoint';
import { ACCESS } from './roles';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-values';

export * from './audit-values';

const SEARCH_MAX = 100;

/** A filter given once or repeated (`?action=a&action=b`): a list either way. */
const repeatedValue = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(AUDIT_ACTIONS.length),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T>[] | z.input<T> | undefined>;

const search = z.string().trim().max(SEARCH_MAX).optional();

/** What the list and the export select: both take the same filters. */
export const auditFilterFields = {
  action: repeatedValue(z.enum(AUDIT_ACTIONS)),
  /** Words of the actor's name or e-mail. */
  actor: search,
  /** Words of the target's label (an e-mail, a number). */
  target: search,
  date_from: calendarDate,
  date_to: calendarDate,
  /** The reader's time zone, so a day starts at their midnight; UTC unless given. */
  time_zone: timeZoneName.default('UTC'),
};

const withDateOrder = <T extends { date_from: string | null; date_to: string | null }>(value: T) =>
  !value.date_from || !value.date_to || value.date_from <= value.date_to;
const dateOrder = { path: ['date_to'], params: { code: 'end_before_start' } };

export const auditFilterQuery = z.object(auditFilterFields).refine(withDateOrder, dateOrder);
export type AuditFilter = z.output<typeof auditFilterQuery>;

export const auditListQuery = z.object({ ...pagingQuery, ...auditFilterFields }).refine(withDateOrder, dateOrder);
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  /** Null for an unknown person (a failed sign-in) or a deleted account. */
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  /** The actor's name today, when their account is still there. */
  actor_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES).nullable(),
  target_id: z.number().int().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = pagedSchema(auditEventSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * The audit log, read only: the CEO and the CTO list and export it. No call adds, edits or removes
 * an event; the server writes them where things happen.
 */
export const auditEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/api/v1/audit/events/',
    access: ACCESS.audit,
    query: auditListQuery,
    response: auditPageSchema,
  }),
  /** The same filter as CSV, newest first, at most AUDIT_EXPORT_MAX_ROWS rows. */
  exportEvents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/audit/events/export/',
    access: ACCESS.audit,
    query: auditFilterQuery,
    response: z.unknown(),
  }),
};
