import { queryOptions } from '@tanstack/react-query';
import { pipelineApi } from './pipeline-api';

/** The pipeline's reads, as the cache knows them; under the careers area's key, so a change there reads them again too. */
export const pipelineKeys = {
  boards: ['careers', 'applications', 'board'] as const,
  board: (position: number | null) => ['careers', 'applications', 'board', position] as const,
  application: (id: number) => ['careers', 'applications', 'detail', id] as const,
  cv: (id: number) => ['careers', 'applications', 'cv', id] as const,
};

/** The board, every stage or narrowed to one position; read afresh on each visit, as applications come at any time. */
export const applicationBoardQuery = (position: number | null) =>
  queryOptions({ queryKey: pipelineKeys.board(position), queryFn: () => pipelineApi.board(position), staleTime: 0 });

export const applicationQuery = (id: number) =>
  queryOptions({ queryKey: pipelineKeys.application(id), queryFn: () => pipelineApi.application(id) });

/**
 * The CV's file, to be shown in place. Not kept once its drawer closes (`gcTime: 0`): an
 * applicant's CV stays in the tab's memory no longer than it is shown.
 */
export const cvQuery = (id: number) =>
  queryOptions({ queryKey: pipelineKeys.cv(id), queryFn: () => pipelineApi.cv(id), staleTime: Infinity, gcTime: 0 });
