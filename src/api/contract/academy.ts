import { z } from './zod';
import { detailSchema, idParams, nameText, pagedSchema, pagingQuery, plainInt, richTextHtml } from './common';
import { comparedFigureSchema, dashboardPeriodQuery } from './dashboards';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';

/**
 * The clients' onboarding academy (the learning management dashboard): help modules written by the
 * staff who onboard clients (ACCESS.academyEditors), each in English and Spanish, that a client
 * person reads and marks done. The editors see every module, published or not, and each client
 * person's progress; a client person sees the published modules and their own progress, and an
 * unpublished module answers 404. Days are the reader's (`time_zone`).
 */

export const MODULE_TITLE_MAX = 120;
export const MODULE_SUMMARY_MAX = 300;
/** A module's text, in characters of HTML: a long help article. */
export const MODULE_BODY_MAX = 40_000;
export const MODULE_MINUTES_MAX = 120;
/** More modules than an academy has: the list is read whole. */
export const MODULES_MAX = 200;
/** A reader's upcoming tasks: the next few only. */
export const UPCOMING_TASKS_MAX = 10;

/** A text in each of the product's two languages. */
const bilingual = <T extends z.ZodType>(text: T) => z.object({ en: text, es: text });

/** A module as the list shows it: its titles and summaries in both languages, and the reader's own progress. */
export const moduleSummarySchema = z.object({
  id: z.number().int(),
  title: bilingual(z.string()),
  summary: bilingual(z.string()),
  /** About how long it takes to read. */
  minutes: z.number().int(),
  /** Shown to clients; a draft only to its editors. */
  published: z.boolean(),
  /** Its place in the academy's order, from 1. */
  position: z.number().int(),
  /** When the reader marked it done; null while not. */
  completed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** A module whole: its texts (sanitised HTML) in both languages. */
export const moduleSchema = moduleSummarySchema.extend({ body: bilingual(z.string()) });
export type HelpModule = z.infer<typeof moduleSchema>;

export const moduleListSchema = z.object({ results: z.array(moduleSummarySchema) });
export type ModuleList = z.infer<typeof moduleListSchema>;

const titleText = nameText(MODULE_TITLE_MAX);
const summaryText = nameText(MODULE_SUMMARY_MAX);
const bodyHtml = richTextHtml({ max: MODULE_BODY_MAX, required: true });

/** A module as its editor writes it; a new one goes last unless placed. */
export const moduleFieldsSchema = z.strictObject({
  title: z.strictObject({ en: titleText, es: titleText }),
  summary: z.strictObject({ en: summaryText, es: summaryText }),
  body: z.strictObject({ en: bodyHtml, es: bodyHtml }),
  minutes: plainInt({ min: 1, max: MODULE_MINUTES_MAX }),
  published: z.boolean(),
});
export type ModuleFields = z.input<typeof moduleFieldsSchema>;

/** Where a module goes in the order: the place it takes, from 1 (past the last is last). */
export const modulePlaceSchema = z.strictObject({ position: plainInt({ min: 1, max: MODULES_MAX }) });

export const academySummarySchema = z.object({
  /** Modules marked done by client people in the period (and before, when compared). */
  completions: comparedFigureSchema,
  /** Client people who marked at least one done in the period. */
  learners: comparedFigureSchema,
  /** Published modules today. */
  published_modules: z.number().int(),
  /** Active client people today, and those of them who have done every published module. */
  client_people: z.number().int(),
  finished_everything: z.number().int(),
});
export type AcademySummary = z.infer<typeof academySummarySchema>;

export const moduleCompletionsSchema = z.object({
  /** Every published module in the academy's order: how many active client people have done it (ever) and in the period. */
  rows: z.array(
    z.object({
      module: z.object({ id: z.number().int(), title: bilingual(z.string()) }),
      done: z.number().int(),
      done_in_period: z.number().int(),
    }),
  ),
  /** Active client people: what `done` is out of. */
  client_people: z.number().int(),
});
export type ModuleCompletions = z.infer<typeof moduleCompletionsSchema>;

export const learnerSchema = z.object({
  person: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The businesses they belong to, by name. */
  organisations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Published modules they have done, out of every published one. */
  done: z.number().int(),
  total: z.number().int(),
  last_done_at: z.string().nullable(),
});
export type Learner = z.infer<typeof learnerSchema>;

export const learnersQuery = z.object({
  ...pagingQuery,
  /** Words of the name or the e-mail. */
  search: z.string().trim().max(100).optional(),
});
export const learnersSchema = pagedSchema(learnerSchema);
export type Learners = z.infer<typeof learnersSchema>;

export const upcomingTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  status: z.string(),
  /** The task's end date; null for a task without one (listed after the dated ones). */
  due_on: z.iso.date().nullable(),
});
export const upcomingTasksSchema = z.object({ rows: z.array(upcomingTaskSchema) });
export type UpcomingTasks = z.infer<typeof upcomingTasksSchema>;

const M = '/api/v1/academy/modules';
const A = '/api/v1/analytics/academy';

export const academyEndpoints = {
  /** Every module for an editor, the published ones for a client person; each with the reader's progress. */
  modules: defineEndpoint({ method: 'GET', path: `${M}/`, access: ACCESS.academy, response: moduleListSchema }),
  module: defineEndpoint({ method: 'GET', path: `${M}/:id/`, access: ACCESS.academy, params: idParams, response: moduleSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: `${M}/`,
    access: ACCESS.academyEditors,
    body: jsonBody(moduleFieldsSchema),
    status: 201,
    response: moduleSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${M}/:id/`,
    access: ACCESS.academyEditors,
    params: idParams,
    body: jsonBody(moduleFieldsSchema),
    response: moduleSchema,
  }),
  /** Moves a module to another place in the order; the others close up around it. */
  move: defineEndpoint({
    method: 'PUT',
    path: `${M}/:id/position/`,
    access: ACCESS.academyEditors,
    params: idParams,
    body: jsonBody(modulePlaceSchema),
    response: moduleListSchema,
  }),
  /** The module goes, with everyone's progress on it. */
  remove: defineEndpoint({ method: 'DELETE', path: `${M}/:id/`, access: ACCESS.academyEditors, params: idParams, response: detailSchema }),
  /** The reader marks a published module done (again: nothing changes) or not done. */
  complete: defineEndpoint({
    method: 'PUT',
    path: `${M}/:id/completion/`,
    access: ACCESS.academy,
    params: idParams,
    response: moduleSummarySchema,
  }),
  uncomplete: defineEndpoint({
    method: 'DELETE',
    path: `${M}/:id/completion/`,
    access: ACCESS.academy,
    params: idParams,
    response: moduleSummarySchema,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.academyEditors,
    query: dashboardPeriodQuery,
    response: academySummarySchema,
  }),
  completions: defineEndpoint({
    method: 'GET',
    path: `${A}/modules/`,
    access: ACCESS.academyEditors,
    query: dashboardPeriodQuery,
    response: moduleCompletionsSchema,
  }),
  /** Each active client person's progress, the least advanced first (then by name), a page at a time. */
  learners: defineEndpoint({
    method: 'GET',
    path: `${A}/learners/`,
    access: ACCESS.academyEditors,
    query: learnersQuery,
    response: learnersSchema,
  }),
  /** The reader's project tasks still to do, the soonest due first (undated last), at most UPCOMING_TASKS_MAX. */
  upcomingTasks: defineEndpoint({
    method: 'GET',
    path: `${A}/upcoming-tasks/`,
    access: ACCESS.academyEditors,
    response: upcomingTasksSchema,
  }),
} as const;
