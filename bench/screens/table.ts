import type { Measurement } from './measure';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const HEADERS = [
  'screen',
  'cards',
  'runs',
  'board shown (ms)',
  'longest long task in drag (ms)',
  'long tasks > 50 ms',
  'longest task in drag, trace (ms)',
  'drag, down to drop shown (ms)',
];

/** One line per screen: the median of its runs, and each run's figure in brackets after it. */
export function resultsTable(rows: { screen: string; cards: number; runs: Measurement[] }[]): string {
  const cell = (runs: Measurement[], pick: (m: Measurement) => number) =>
    `${Math.round(median(runs.map(pick)))} [${runs.map((m) => Math.round(pick(m))).join(', ')}]`;
  const lines = [
    HEADERS,
    ...rows.map(({ screen, cards, runs }) => [
      screen,
      String(cards),
      String(runs.length),
      cell(runs, (m) => m.boardShownMs),
      cell(runs, (m) => m.longestLongTaskMs),
      cell(runs, (m) => m.longTasks),
      cell(runs, (m) => m.longestTaskMs),
      cell(runs, (m) => m.dragMs),
    ]),
  ];
  const widths = HEADERS.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  const row = (line: string[]) => `| ${line.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(lines[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.slice(1).map(row)].join('\n');
}
