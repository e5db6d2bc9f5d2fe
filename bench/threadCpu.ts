import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU milliseconds (user + system) a Linux thread or process has used, from /proc/<...>/stat;
 * 0 when it is gone or /proc is absent. Resolution: one tick, 10 ms.
 */
function statCpuMs(path: string): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const rest = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / TICKS || 0;
  } catch {
    return 0;
  }
}

/** A thread of this process, by its operating-system id (the main thread's is the process id). */
export function threadCpuMs(tid: number): number {
  return statCpuMs(`/proc/self/task/${tid}/stat`);
}

/** Another process on this machine (a PostgreSQL backend). */
export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}
