import { afterAll, beforeAll } from 'vitest';

/**
 * Runs `run` with these environment variables set (undefined: unset) and puts the earlier values
 * back afterwards, for settings the server reads per request.
 */
export async function withEnv<T>(
  vars: Record<string, string | undefined>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  applyEnv(vars);
  try {
    return await run();
  } finally {
    applyEnv(saved);
  }
}

/** Sets these environment variables for the calling test file (from its first beforeAll) and puts them back after it. */
export function envForFile(vars: Record<string, string | undefined>): void {
  let saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    applyEnv(vars);
  });
  afterAll(() => applyEnv(saved));
}

function applyEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}
