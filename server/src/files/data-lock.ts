import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into its lock file. */
interface Holder {
  pid: number;
  host: string;
  /** When the holder's machine booted (seconds): a lock from before a reboot is stale. */
  bootedAt: number;
  startedAt: string;
}

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'lato.lock';
// Boot times computed from uptime drift by a little; a reboot moves them by far more.
const BOOT_TOLERANCE_SECONDS = 120;

const bootedAt = () => Math.round(Date.now() / 1000 - os.uptime());

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the holder may still be running: a process of this boot that exists, or one we cannot see. */
function isLive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (Math.abs(holder.bootedAt - bootedAt()) > BOOT_TOLERANCE_SECONDS) return false;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process, before the database is opened: PGlite
 * holds no lock of its own, and two processes writing one folder diverge and lose acknowledged
 * writes. A lock left by a process that no longer runs (killed, or a reboot since) is taken over.
 * Answers the function that gives the folder back.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: os.hostname(), bootedAt: bootedAt(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (!holder && Date.now() - statSync(file).mtimeMs < 5_000) {
        throw new DataDirLockedError(`The data folder ${dir} is being taken by another process that is starting.`);
      }
      if (holder && isLive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      // A stale lock, or an unreadable one left long ago: take it over.
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`The data folder ${dir} was taken by another process while this one was starting.`);
}
