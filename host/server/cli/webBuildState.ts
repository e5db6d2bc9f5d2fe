import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Newest modification time (ms) of any file under `path`, or 0 when nothing is there. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP.has(entry.name)) continue;
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the web app must be (re)built, or undefined when dist/ is current. */
export function webBuildReason(root: string, webRoot: string): string | undefined {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return 'no web build yet';
  const built = statSync(index).mtimeMs;
  for (const source of WEB_SOURCES) {
    if (newestMtime(join(root, source)) > built) return `${source} changed since the last build`;
  }
  return undefined;
}
