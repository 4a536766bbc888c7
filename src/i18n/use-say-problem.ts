import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { sayProblem, type Problem } from '@/api/errors';

/**
 * Says a statechart's problem in the reader's language. The component re-renders when the
 * language changes, so a shown error follows a switch.
 */
export function useSayProblem(): (problem: Problem) => string {
  const { _ } = useLingui();
  return useCallback((problem: Problem) => sayProblem(problem, _), [_]);
}
