import { isModuleName } from '../../../common/sandbox/requiredModules.ts';

export const SANDBOX_MODULES_ENV = 'SANDBOX_MODULES';

/** Modules written for the sandbox (backed by its guarded fetch, guarded SQL or host crypto): no sub-paths. */
export const SHIM_MODULES = [
  'axios',
  'buffer',
  'crypto',
  'node-fetch',
  'pg',
  'querystring',
  'typeorm',
  'url',
  'uuid',
] as const;
/** Pure-JS packages installed with the server, bundled into the sandbox with esbuild on first use. */
export const BUNDLED_MODULES = ['cheerio', 'date-fns', 'lodash'] as const;

/**
 * The extra npm packages an operator names in SANDBOX_MODULES (comma-separated, installed next to the server);
 * they are bundled like lodash. Null when a name is not a package name (the config check reports it at start).
 */
export function parseSandboxModules(raw: string | undefined): string[] | null {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.every(isModuleName) ? [...new Set(names)] : null;
}

export function operatorSandboxModules(env: Record<string, string | undefined> = process.env): string[] {
  const names = parseSandboxModules(env[SANDBOX_MODULES_ENV]);
  if (names === null) {
    const raw = JSON.stringify(env[SANDBOX_MODULES_ENV]?.trim());
    throw new Error(`Invalid ${SANDBOX_MODULES_ENV}=${raw}: expected comma-separated npm package names`);
  }
  return names;
}

/** Every module user code may require here, sorted: the curated ones plus the operator's. */
export function allowedSandboxModules(env: Record<string, string | undefined> = process.env): string[] {
  return [...new Set([...SHIM_MODULES, ...BUNDLED_MODULES, ...operatorSandboxModules(env)])].sort();
}

export function isShimModule(name: string): boolean {
  return (SHIM_MODULES as readonly string[]).includes(name);
}
