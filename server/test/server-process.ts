import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  /** Stops it as an operator would (SIGTERM), and removes its data folder unless it was given. */
  stop(): Promise<void>;
  /** Kills it without warning (kill -9), as a crash or power loss would. */
  kill(): Promise<void>;
}

interface Options {
  /** A data folder to use and keep; by default a fresh one, removed on stop. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Also copies what the server prints into this file (the browser tests read the outbox there). */
  logFile?: string;
}

function spawnServer(dataDir: string, env: Record<string, string>): ChildProcess {
  // The embedded database, whatever the test run points its own tests at.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  // Node directly, not through npx, so the pid we hold is the server's.
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      CHECK_ANSWERS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));

/**
 * Starts the real server on a free port with its own embedded database, seeded with the demo
 * data, and resolves once it prints its URL.
 */
export async function startServer({ dataDir, env = {}, logFile }: Options = {}): Promise<RunningServer> {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), 'lato-server-'));
  const child = spawnServer(folder, env);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (logFile) appendFileSync(logFile, chunk);
      const match = output.match(/Lato is running at (http:\/\/\S+)/);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/**
 * Starts the server expecting it to refuse: answers its exit code and what it printed. One that
 * starts after all is stopped at once and answers `started`.
 */
export async function startServerExpectingRefusal(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | 'started' | null; output: string }> {
  const child = spawnServer(dataDir, env);
  let output = '';
  const code = await new Promise<number | 'started' | null>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Lato is running')) {
        child.kill('SIGKILL');
        resolve('started');
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', resolve);
  });
  await exited(child);
  return { code, output };
}
