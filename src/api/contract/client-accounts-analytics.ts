import { z } from './zod';
import { organisationRefSchema } from './common';
import { defineEndpoint } from './endpoint';
import { comparedFigureSchema, dashboardPeriodQuery, dashboardRankedQuery, SERIES_UNITS } from './dashboards';
import { INVOICE_STATUSES } from './invoices-values';
import { ACCESS } from './roles';

/**
 * The client accounts dashboard (CRM-2): how the agency's work with its client businesses stands,
 * for the people who run their accounts (ACCESS.clientAccounts). Projects and tasks follow project
 * visibility (CEO, CFO and CTO see every project; the other managers their own). Days are the
 * reader's (`time_zone`). Money stays on the finance dashboards: invoices are counted here.
 */

const A = '/api/v1/analytics/clients';

export const clientAccountsSummarySchema = z.object({
  /** Businesses with a project in progress or a subscription running today. */
  active_clients: z.number().int(),
  /** Businesses that joined in the period (and before, when compared). */
  new_clients: comparedFigureSchema,
  /** Projects in progress today, of those the reader sees. */
  projects_in_progress: z.number().int(),
  /** Project tasks completed in the period (and before), of the projects the reader sees. */
  tasks_done: comparedFigureSchema,
  /** Invoices sent and not yet paid in full today (sent, partly paid, overdue). */
  open_invoices: z.number().int(),
});
export type ClientAccountsSummary = z.infer<typeof clientAccountsSummarySchema>;

export const clientInvoicesSchema = z.object({
  /** Invoices with an issue date in the period, per status in INVOICE_STATUSES' order (zeros included). */
  rows: z.array(z.object({ status: z.enum(INVOICE_STATUSES), invoices: z.number().int() })),
});
export type ClientInvoices = z.infer<typeof clientInvoicesSchema>;

export const projectInProgressSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string() }),
  /** Its client business; null for an internal project. */
  client: organisationRefSchema.nullable(),
  /** Tasks (not archived) and those of them done. */
  tasks: z.number().int(),
  done: z.number().int(),
  end_date: z.iso.date().nullable(),
  /** Its end date is before today (the reader's). */
  late: z.boolean(),
});
export type ProjectInProgress = z.infer<typeof projectInProgressSchema>;
export const clientProjectsSchema = z.object({
  /** Every project in progress the reader sees. */
  total: z.number().int(),
  /** The first `limit` of them, the soonest end date first (those without one last). */
  rows: z.array(projectInProgressSchema),
});
export type ClientProjects = z.infer<typeof clientProjectsSchema>;

export const taskPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  /** Project tasks created in it, and completed in it. */
  created: z.number().int(),
  done: z.number().int(),
});
export type TaskPoint = z.infer<typeof taskPointSchema>;
export const clientTasksSchema = z.object({
  unit: z.enum(SERIES_UNITS),
  /** Every unit of the period, empty ones too. */
  points: z.array(taskPointSchema),
});
export type ClientTasks = z.infer<typeof clientTasksSchema>;

export const clientRowSchema = z.object({
  organisation: organisationRefSchema,
  joined_at: z.iso.datetime({ offset: true }),
  /** Its projects in progress today (of those the reader sees). */
  projects_in_progress: z.number().int(),
  /** Tasks of its projects completed in the period. */
  tasks_done: z.number().int(),
  /** Its invoices sent and not yet paid in full today. */
  open_invoices: z.number().int(),
  /** Its contacts first seen in the period (its callers, texters). */
  new_leads: z.number().int(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;
export const clientListSchema = z.object({
  /** The businesses with any activity above, the most tasks done first (then the most leads, then by name), at most `limit`. */
  rows: z.array(clientRowSchema),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const clientAccountsAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.clientAccounts,
    query: dashboardPeriodQuery,
    response: clientAccountsSummarySchema,
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: `${A}/invoices/`,
    access: ACCESS.clientAccounts,
    query: dashboardPeriodQuery,
    response: clientInvoicesSchema,
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${A}/projects/`,
    access: ACCESS.clientAccounts,
    query: dashboardRankedQuery,
    response: clientProjectsSchema,
  }),
  tasks: defineEndpoint({
    method: 'GET',
    path: `${A}/tasks/`,
    access: ACCESS.clientAccounts,
    query: dashboardPeriodQuery,
    response: clientTasksSchema,
  }),
  clients: defineEndpoint({
    method: 'GET',
    path: `${A}/clients/`,
    access: ACCESS.clientAccounts,
    query: dashboardRankedQuery,
    response: clientListSchema,
  }),
} as const;
