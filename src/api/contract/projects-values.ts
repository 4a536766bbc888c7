/**
 * The projects list's statuses and orders, apart from the schemas, so the
 * browser reads them (in the address parsers and the sign-in path) without loading zod.
 */

export const PROJECT_STATUSES = ['upcoming', 'in_progress', 'blocked', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_ORDERINGS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  'status',
  '-status',
  'start_date',
  '-start_date',
  'end_date',
  '-end_date',
  'progress',
  '-progress',
] as const;
export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];
