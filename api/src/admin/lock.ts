/**
 * The embedded database (PGlite) may be opened by one process only. Whoever opens
 * `${dataDir}/pglite` first holds `${dataDir}/portal.lock`: the running portal, or an admin
 * command run while the portal is stopped. The file names its holder, so that the next process
 * can tell "the portal is running, talk to it over the admin socket" from "another command is
 * running, wait" and from "a crashed process left this behind, take it over".
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export type LockRole = 'portal' | 'cli';

export interface LockInfo {
  pid: number;
  role: LockRole;
  /** The holder's start time as the kernel counts it (Linux), to see through a reused pid. */
  startTicks?: string;
  startedAt: string;
}

export interface HeldLock {
  info: LockInfo;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

export type AcquireResult = { acquired: true; lock: HeldLock } | { acquired: false; holder: LockInfo };

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'portal.lock');
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `info` is still running. */
export function isAlive(info: LockInfo): boolean {
  if (!Number.isInteger(info.pid) || info.pid <= 0) return false;
  // Our own pid in a lock we did not take means a previous run in this same pid (a container
  // restarted after a crash): it is stale.
  if (info.pid === process.pid) return false;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (info.startTicks) {
    const now = processStartTicks(info.pid);
    if (now !== undefined && now !== info.startTicks) return false;
  }
  return true;
}

function readLock(file: string): { raw: string; info: LockInfo | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockInfo>;
    if (typeof parsed.pid === 'number' && (parsed.role === 'portal' || parsed.role === 'cli')) {
      return { raw, info: parsed as LockInfo };
    }
  } catch {
    // fall through: unreadable content
  }
  return { raw, info: null };
}

/**
 * Takes the lock if nobody alive holds it. A lock left by a dead process is removed and taken
 * over. Never waits: callers decide whether to wait, forward or give up.
 */
export function tryAcquireLock(dataDir: string, role: LockRole): AcquireResult {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    role,
    startTicks: processStartTicks(process.pid),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' fails when the file exists: creation is the atomic test-and-set.
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(info));
      } finally {
        closeSync(fd);
      }
      return { acquired: true, lock: ownLock(file, info) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readLock(file);
    if (!current) continue; // released between our two steps: try again
    if (current.info && isAlive(current.info)) return { acquired: false, holder: current.info };
    if (!current.info) {
      // Written by a process that is between creating and filling the file; give it a moment.
      // An empty file that stays empty was left by a crash at exactly that point.
      const again = waitBriefly(() => readLock(file));
      if (again && again.raw !== current.raw) continue;
    }
    // Remove the stale file only if it is still the one we judged (another process may have
    // replaced it in the meantime).
    const check = readLock(file);
    if (check && check.raw === current.raw) {
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  const holder = readLock(file)?.info;
  if (holder) return { acquired: false, holder };
  throw new Error(`Neizdevās iegūt datu bāzes slēdzeni ${file}.`);
}

function waitBriefly<T>(read: () => T): T {
  const until = Date.now() + 200;
  // A synchronous pause keeps this module free of async: Atomics.wait sleeps without spinning.
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (Date.now() < until) Atomics.wait(cell, 0, 0, 20);
  return read();
}

function ownLock(file: string, info: LockInfo): HeldLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    const current = readLock(file);
    if (current?.info?.pid === info.pid && current.info.startedAt === info.startedAt) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // Also on an abrupt exit (an uncaught error): 'exit' handlers run synchronously.
  process.on('exit', release);
  return { info, release };
}

export interface WaitOptions {
  /** Give up after this many milliseconds. */
  timeoutMs: number;
  /** Called once when the first attempt finds the lock held. */
  onWait?: (holder: LockInfo) => void;
  /** Stop waiting early (and return the holder) when this says so. */
  stopWhen?: (holder: LockInfo) => boolean;
  pollMs?: number;
}

/** Tries to take the lock until it is free, the timeout passes, or `stopWhen` matches the holder. */
export async function acquireLock(dataDir: string, role: LockRole, options: WaitOptions): Promise<AcquireResult> {
  const deadline = Date.now() + options.timeoutMs;
  let notified = false;
  for (;;) {
    const result = tryAcquireLock(dataDir, role);
    if (result.acquired) return result;
    if (options.stopWhen?.(result.holder) || Date.now() >= deadline) return result;
    if (!notified) {
      notified = true;
      options.onWait?.(result.holder);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
}
