import { sayProblem, type Problem } from '@/api/errors';

/**
 * Matches a statechart's problem that says `text` in English, inside `toEqual`/`toMatchObject`:
 * the statecharts keep problems as data, and a test states what the reader is told.
 */
export function problemSays(text: string) {
  return {
    asymmetricMatch: (actual: unknown) => typeof actual === 'object' && actual !== null && sayProblem(actual as Problem) === text,
    toString: () => 'ProblemSaying',
    toAsymmetricMatcher: () => `ProblemSaying "${text}"`,
  };
}
