import { availableParallelism } from 'node:os';

export const SANDBOX_WORKERS_ENV = 'SANDBOX_WORKERS';

/**
 * The sandbox pool's size from SANDBOX_WORKERS: an integer from 1 to 64; unset or blank means 2 to 4
 * following the CPU count. Null when the value is not valid (the server's config check reports it at start).
 */
export function parseSandboxWorkers(raw: string | undefined): number | null {
  const text = raw?.trim();
  if (!text) return Math.max(2, Math.min(4, availableParallelism()));
  const n = Number(text);
  return /^\d+$/.test(text) && n >= 1 && n <= 64 ? n : null;
}

export function sandboxPoolSize(env: Record<string, string | undefined> = process.env): number {
  const size = parseSandboxWorkers(env[SANDBOX_WORKERS_ENV]);
  if (size === null) {
    const raw = JSON.stringify(env[SANDBOX_WORKERS_ENV]?.trim());
    throw new Error(`Invalid ${SANDBOX_WORKERS_ENV}=${raw}: expected an integer from 1 to 64`);
  }
  return size;
}
