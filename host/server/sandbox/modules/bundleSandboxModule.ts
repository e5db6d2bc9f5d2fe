import { SHIM_MODULES } from './sandboxModuleList.ts';

export const SANDBOX_MODULES_DIR_ENV = 'SANDBOX_MODULES_DIR';

const cache = new Map<string, Promise<string>>();

/** Where bundled packages resolve from: SANDBOX_MODULES_DIR, else the server's working directory. */
export function sandboxModulesDir(env: Record<string, string | undefined> = process.env): string {
  return env[SANDBOX_MODULES_DIR_ENV]?.trim() || process.cwd();
}

/**
 * One npm package (or a sub-path such as 'lodash/get') as a sandbox module factory `(module, exports,
 * require, internal)`, bundled with esbuild for a browser-like platform (no Node built-ins) the first time a
 * run needs it, then kept for the life of the process. The sandbox's own modules (crypto, url, node-fetch...)
 * stay external, so a package that requires them gets the sandbox's. The typed arrays the sandbox lacks are
 * array stand-ins in the factory's scope.
 */
export function bundleSandboxModule(name: string, dir: string = sandboxModulesDir()): Promise<string> {
  const key = `${dir}\0${name}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = bundle(name, dir);
    entry.catch(() => cache.delete(key)); // a package installed later gets another try
    cache.set(key, entry);
  }
  return entry;
}

async function bundle(name: string, dir: string): Promise<string> {
  // esbuild loads with the first sandbox package, not at every server start
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: dir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    external: [...SHIM_MODULES, ...SHIM_MODULES.map((m) => `node:${m}`)],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  });
  const code = result.outputFiles[0]!.text;
  return `(function (module, exports, require, internal) {
var Uint8Array = internal.Uint8Array, Uint16Array = internal.Uint16Array, Uint32Array = internal.Uint32Array, Int32Array = internal.Int32Array;
${code}
})`;
}

/** Why a package could not be bundled, in one line (esbuild's first error). */
export function bundleFailure(error: unknown): string {
  const first = (error as { errors?: { text: string }[] })?.errors?.[0]?.text;
  return first ?? (error instanceof Error ? error.message : String(error));
}
