import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A second server asked for a data folder that a running one holds. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      [
        `Another Stowly sandbox (process ${holderPid}) is already using the data folder ${dataDir}.`,
        'Two servers on one PGlite folder overwrite each other’s data, so this one does not start.',
        'Stop the other server first, or give this one its own folder (SANDBOX_DATA_DIR=/another/folder,',
        'or SANDBOX_DATA_DIR=memory) or a PostgreSQL server (DATABASE_URL).',
        `If no such server runs, delete ${lockPathOf(dataDir)}.`,
      ].join('\n'),
    );
    this.name = 'DataFolderLockedError';
  }
}

/** The lock file of a data folder: next to it, so PGlite's folder holds only its own files. */
export const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

interface LockContent {
  pid: number;
  host?: string;
  startedAt?: string;
}

function readLock(path: string): LockContent | undefined {
  try {
    const content = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' && Number.isInteger(content.pid)
      ? (content as LockContent)
      : undefined;
  } catch {
    return undefined; // missing, or torn by a crash while it was written
  }
}

/** Whether a process with this id runs (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a file that may already be gone. */
function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates `path` with `content` only if it does not exist (`wx`): false when it does. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Whether a lock file is stale: its process no longer runs, or it names this process's id without
 * this process holding it (a process id reused after a crash, as in a restarted container).
 */
function isStale(content: LockContent): boolean {
  if (content.pid === process.pid) return true;
  return !isAlive(content.pid);
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Reads a lock file that exists; an empty or torn one is read again after a moment (another server
 * may be between creating and writing it). Still unreadable, it was torn by a crash: undefined.
 */
async function readExistingLock(path: string): Promise<LockContent | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const content = readLock(path);
    if (content) return content;
    await pause(50);
  }
  return undefined;
}

/**
 * Takes the lock of a PGlite data folder for this process: a file `<folder>.lock` holding its
 * process id, created atomically (`wx`). A lock whose process no longer runs (a crash, a kill) is
 * taken over; a live one refuses with {@link DataFolderLockedError}. Answers the release, which
 * removes the file if it is still this process's (and is also run on exit).
 */
export async function lockDataFolder(dataDir: string): Promise<() => void> {
  if (heldHere.has(dataDir)) throw new DataFolderLockedError(dataDir, process.pid);
  const path = lockPathOf(dataDir);
  const content = `${JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() })}\n`;

  for (let attempt = 0; ; attempt += 1) {
    if (createExclusive(path, content)) break;
    const holder = await readExistingLock(path);
    if (holder && !isStale(holder)) throw new DataFolderLockedError(dataDir, holder.pid);
    if (attempt >= 3) throw new DataFolderLockedError(dataDir, holder?.pid ?? 0);
    // Taking over is itself guarded by a short-lived lock, so two servers that find the same stale
    // lock do not both remove it (the second would remove the first one's new lock).
    const takeover = `${path}.takeover`;
    if (!createExclusive(takeover, content)) {
      const other = await readExistingLock(takeover);
      if (other && !isStale(other)) {
        await pause(100); // another server is taking over right now: look again
        continue;
      }
      unlinkQuietly(takeover);
      continue;
    }
    try {
      const again = readLock(path);
      if (again && !isStale(again)) throw new DataFolderLockedError(dataDir, again.pid);
      unlinkQuietly(path);
    } finally {
      unlinkQuietly(takeover);
    }
  }

  heldHere.add(dataDir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    process.off('exit', release);
    if (readLock(path)?.pid === process.pid) unlinkQuietly(path);
  };
  process.on('exit', release);
  return release;
}
