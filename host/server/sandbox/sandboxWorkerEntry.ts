export interface SandboxWorkerEntry {
  /** What `new Worker()` starts. */
  filename: URL;
  workerData?: { sandboxWorkerEntry: string };
}

/**
 * Where the sandbox worker's code is, found next to the module that starts it (by default this file):
 *
 * - From source (tsx, vitest; this module's URL ends in .ts): the plain-JS sandboxWorkerBootstrap.mjs, which
 *   registers tsx inside the worker and imports sandboxWorker.ts.
 * - From a bundle (this code inlined into e.g. dist-server/main.js): `sandboxWorker.<same extension>` in the
 *   SAME directory as the bundle file that contains this code. A bundler must therefore:
 *     1. build host/server/sandbox/sandboxWorker.ts as an extra ESM entry point named sandboxWorker.js (or
 *        .mjs, matching the main bundle's extension) into the main bundle's output directory (esbuild does not
 *        follow `new Worker(new URL(...))` by itself);
 *     2. emit ESM and keep `import.meta.url` as is (no CommonJS output, no define of import.meta.url);
 *     3. leave quickjs-emscripten and @jitl/quickjs-* external (they load their .wasm file from their own
 *        package directory), or copy emscripten-module.wasm next to the bundle.
 *   The bootstrap .mjs is not needed in a bundle.
 */
export function sandboxWorkerEntry(moduleUrl: string = import.meta.url): SandboxWorkerEntry {
  const extension = /\.(m?[jt]s)$/.exec(new URL(moduleUrl).pathname)?.[1] ?? 'js';
  if (extension.endsWith('ts')) {
    return {
      filename: new URL('./sandboxWorkerBootstrap.mjs', moduleUrl),
      workerData: { sandboxWorkerEntry: new URL('./sandboxWorker.ts', moduleUrl).href },
    };
  }
  return { filename: new URL(`./sandboxWorker.${extension}`, moduleUrl) };
}
