import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { startServer, startServerExpectingRefusal, type RunningServer } from '@server/test/server-process';
import { lockDataDir } from './data-lock';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lato-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A pid that no process has any more. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

const bootedAt = () => Math.round(Date.now() / 1000 - os.uptime());

describe('the data folder lock', () => {
  const lockFile = (dir: string) => path.join(dir, 'lato.lock');
  const holderOf = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number };

  it('names its holder while held, and is gone once given back', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a folder that a live process holds, naming the folder and the process', () => {
    const dir = tempDir();
    const holder = { pid: process.ppid, host: os.hostname(), bootedAt: bootedAt(), startedAt: '2026-11-22T09:00:00Z' };
    writeFileSync(path.join(dir, 'lato.lock'), JSON.stringify(holder));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*process ${process.ppid}`));
  });

  it('takes over a lock whose process is gone, or that is older than the last boot', () => {
    const dir = tempDir();
    const stale = [
      { pid: deadPid(), host: os.hostname(), bootedAt: bootedAt(), startedAt: 'x' },
      { pid: process.ppid, host: os.hostname(), bootedAt: bootedAt() - 86_400, startedAt: 'x' },
    ];
    for (const holder of stale) {
      writeFileSync(lockFile(dir), JSON.stringify(holder));
      const release = lockDataDir(dir);
      expect(holderOf(dir).pid).toBe(process.pid);
      release();
    }
  });
});

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ceo@lato.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

async function addUser(server: RunningServer, name: string): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    full_name: name,
    email: `${name.toLowerCase()}@durable.test`,
    role: 'DEV',
  }))
    form.append(key, value);
  const response = await fetch(`${server.url}/api/v1/users/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signIn(server)}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function hasUser(server: RunningServer, id: number): Promise<boolean> {
  const response = await fetch(`${server.url}/api/v1/users/users/${id}/`, { headers: { authorization: `Bearer ${await signIn(server)}` } });
  return response.status === 200;
}

describe('one server process per embedded database', () => {
  it('keeps every acknowledged write through kill -9, refuses a second process, and always reopens', async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const written = [await addUser(first, 'Before')];
    await first.kill();

    // The lock the killed process left is stale: the next start takes it over.
    const second = await startServer({ dataDir });
    expect(await hasUser(second, written[0]!)).toBe(true);
    written.push(await addUser(second, 'During'));

    // While it runs, a second process is refused before it opens anything, on another port or its own.
    const elsewhere: Record<string, string>[] = [{}, { PORT: new URL(second.url).port }];
    for (const env of elsewhere) {
      const refused = await startServerExpectingRefusal(dataDir, env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(dataDir);
      expect(refused.output).toContain(`process ${second.pid}`);
    }
    written.push(await addUser(second, 'After'));
    await second.kill();

    const third = await startServer({ dataDir });
    for (const id of written) expect(await hasUser(third, id)).toBe(true);
    await third.stop();
    const fourth = await startServer({ dataDir });
    for (const id of written) expect(await hasUser(fourth, id)).toBe(true);
    await fourth.stop();
  }, 120_000);
});
