import { existsSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders and files whose changes the web build depends on, relative to the repository root. */
export const WEB_SOURCES = [
  'host/web',
  'host/common',
  'node-registry',
  'plugins',
  'schemas',
  'vite.config.ts',
];

/** Server halves never reach the browser bundle, so they do not make it stale. */
const SKIP = new Set(['node_modules', 'server', 'dist']);

/**
 * Newest modification time (ms) of any file under `path`, or 0 when nothing is there. Asynchronous
 * with every directory's entries stat'ed at once: the stats run on libuv's thread pool while `npm
 * start`'s main thread loads the server's modules and the database opens (cli/start.ts).
 */
export async function newestMtime(path: string): Promise<number> {
  const found = await stat(path).catch(() => undefined);
  if (!found) return 0;
  return found.isDirectory() ? newestUnder(path) : found.mtimeMs;
}

async function newestUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const times = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIP.has(entry.name) ? 0 : newestUnder(path);
      if (/\.test\.tsx?$/.test(entry.name)) return 0;
      return stat(path).then(
        (s) => s.mtimeMs,
        () => 0,
      );
    }),
  );
  return Math.max(0, ...times);
}

/** Why the web app must be (re)built, or undefined when dist/ is current. */
export async function webBuildReason(root: string, webRoot: string): Promise<string | undefined> {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return 'no web build yet';
  const built = statSync(index).mtimeMs;
  const newest = await Promise.all(WEB_SOURCES.map((source) => newestMtime(join(root, source))));
  const changed = WEB_SOURCES.find((_, i) => (newest[i] ?? 0) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
