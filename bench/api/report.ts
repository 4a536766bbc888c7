import type { LoadResult } from './load';

/** The goal, set for PostgreSQL: at least 60 % of the empty route's rate, and p99 within 50 ms. */
const GOAL = { ratio: 0.6, p99Ms: 50 };

export interface Measured {
  name: string;
  result: LoadResult;
  /** A row measured for comparison, which the goal does not apply to. */
  reference?: boolean;
}

export const meetsGoal = (ratio: number, p99: number) => ratio >= GOAL.ratio && p99 <= GOAL.p99Ms;

/** The figures of one database as a Markdown table, ratios against the first row (the empty route). */
export function resultTable(rows: Measured[]): string {
  const baseline = rows[0]!.result.requestsPerSecond;
  const lines = [
    `| endpoint | req/s | ratio | p50 ms | p99 ms | goal (≥ ${GOAL.ratio}, ≤ ${GOAL.p99Ms} ms) |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { name, result, reference } of rows) {
    const ratio = result.requestsPerSecond / baseline;
    const verdict = reference ? 'reference' : meetsGoal(ratio, result.p99) && result.errors === 0 ? 'yes' : 'no';
    // Requests still waiting when the run ends are neither answers nor errors: latency is unknown.
    const latency = result.requestsPerSecond === 0 ? ['–', '–'] : [result.p50, result.p99];
    const errors = result.errors > 0 ? ` (${result.errors} timed out)` : '';
    lines.push(
      `| ${name} | ${Math.round(result.requestsPerSecond)} | ${ratio.toFixed(3)} | ${latency.join(' | ')} | ${verdict}${errors} |`,
    );
  }
  return lines.join('\n');
}
