import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** The answers that were not 2xx, as "count × status". */
  failedStatuses: string[];
}

const child = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/** Puts the load on one URL from a child process and answers what it measured. */
export function measure(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', child, JSON.stringify(job)],
      { timeout: (job.durationSeconds + job.warmupSeconds + 60) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`load generator failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult);
      },
    );
  });
}
