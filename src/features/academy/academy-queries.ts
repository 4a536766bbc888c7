import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { academyEndpoints as E, type ModuleFields } from '@/api/contract/academy';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';

/** Every read of the academy: a module written or marked refreshes them all. */
export const academyKey = ['academy'] as const;
const key = (...parts: unknown[]) => [...academyKey, ...parts] as const;

export const modulesQuery = queryOptions({ queryKey: key('modules'), queryFn: () => callApi(E.modules) });

export const moduleQuery = (id: number) =>
  queryOptions({ queryKey: key('module', id), queryFn: () => callApi(E.module, { params: { id } }) });

// A new period keeps the old figures on screen until its own arrive.
export const academySummaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('summary', period),
    queryFn: () => callApi(E.summary, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const moduleCompletionsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('completions', period),
    queryFn: () => callApi(E.completions, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const learnersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: key('learners', page, search),
    queryFn: () => callApi(E.learners, { query: { page, page_size: 10, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });

export const upcomingTasksQuery = queryOptions({ queryKey: key('upcoming-tasks'), queryFn: () => callApi(E.upcomingTasks) });

export const academyApi = {
  create: (body: ModuleFields) => callApi(E.create, { body }),
  update: (id: number, body: ModuleFields) => callApi(E.update, { params: { id }, body }),
  move: (id: number, position: number) => callApi(E.move, { params: { id }, body: { position } }),
  remove: (id: number) => callApi(E.remove, { params: { id } }),
  complete: (id: number) => callApi(E.complete, { params: { id } }),
  uncomplete: (id: number) => callApi(E.uncomplete, { params: { id } }),
};
