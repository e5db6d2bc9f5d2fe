/** What `new Worker()` starts for one of the server's own worker threads. */
export interface ThreadEntry {
  filename: URL;
  workerData?: { entry: string };
}

/**
 * Where a worker thread's code is. From source (tsx, vitest: `source` ends in .ts), the plain-JS
 * tsWorkerBootstrap.mjs registers tsx in the worker, then imports `source`. From the server bundle
 * (host/server/cli/serverBuild.mjs), the worker is an entry of its own, `<name>.mjs` beside the
 * bundle file that holds this code.
 */
export function threadEntry(name: string, source: URL, moduleUrl: string = import.meta.url): ThreadEntry {
  if (source.pathname.endsWith('.ts') && moduleUrl.endsWith('.ts')) {
    return { filename: new URL('./tsWorkerBootstrap.mjs', moduleUrl), workerData: { entry: source.href } };
  }
  const extension = /\.(m?js)$/.exec(new URL(moduleUrl).pathname)?.[1] ?? 'mjs';
  return { filename: new URL(`./${name}.${extension}`, moduleUrl) };
}
