// Plain JavaScript on purpose: `npm start` runs this with bare `node`, before anything can
// compile TypeScript. It bundles the server's own code (host/, plugins/, node-registry/,
// schemas/) into build/server/ with esbuild, leaving node_modules packages as imports. Running
// one bundled file with plain node starts far faster than resolving ~300 TypeScript modules
// through tsx's loader hooks (see the README's performance section).
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bundle sits two folders below the repository root, exactly like host/server/paths.ts, so
 * the paths that file derives from import.meta.url (repository root, dist/) stay right.
 */
export const SERVER_BUILD_DIR = 'build/server';

/**
 * Entry points: the `npm start` flow, the server alone, and the worker threads (the sandbox's, the
 * embedded database's and the SQL Database Chain's SQLite reader), each a file of its own beside the bundle
 * (host/server/sandbox/sandboxWorkerEntry.ts, host/server/db/thread/threadEntry.ts).
 */
export const SERVER_ENTRIES = {
  start: 'host/server/cli/start.ts',
  serve: 'host/server/cli/serve.ts',
  sandboxWorker: 'host/server/sandbox/sandboxWorker.ts',
  pgliteWorker: 'host/server/db/thread/pgliteWorker.ts',
  sqliteWorker: 'plugins/chatflow/server/sql/sqliteWorker.ts',
};

const INPUTS_FILE = 'inputs.json';

/** A bundled entry (default: the `npm start` one) for a repository root. */
export function serverBundlePath(root, entry = 'start', dir = SERVER_BUILD_DIR) {
  return join(root, dir, `${entry}.mjs`);
}

/** Why the server bundle must be (re)built, or undefined when it is current. */
export function serverBuildReason(root) {
  const bundle = serverBundlePath(root);
  const inputsFile = join(root, SERVER_BUILD_DIR, INPUTS_FILE);
  if (!existsSync(bundle) || !existsSync(inputsFile)) return 'no server build yet';
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return 'the server build is incomplete';
  }
  const built = statSync(bundle).mtimeMs;
  if (recorded.lockMtimeMs !== mtimeOf(join(root, 'package-lock.json'))) return 'dependencies changed';
  if (mtimeOf(fileURLToPath(import.meta.url)) > built) return 'the bundler settings changed';
  for (const input of recorded.inputs) {
    const mtime = mtimeOf(join(root, input));
    if (mtime === 0) return `${input} is gone`;
    if (mtime > built) return `${input} changed since the last build`;
  }
  return undefined;
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Web halves of plugins (pages, dialogs) are reachable from plugin manifests through lazy
 * import()s the server never calls; they would drag React and CSS imports into the bundle. Such
 * a lazy import of a web/ module becomes a module that throws if it is ever evaluated on the
 * server. Static imports (a manifest's plain route lists) are bundled as they are.
 */
const webStub = {
  name: 'web-stub',
  setup(build) {
    const isWeb = (args) => /(^|\/)web\//.test(args.path) || args.importer.includes('/web/');
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && isWeb(args) ? { path: args.path, namespace: 'web-stub' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'web-stub' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is a web module; the server never loads it`)});`,
      loader: 'js',
    }));
  },
};

/**
 * Packages bundled into the server instead of imported from node_modules at run time: ones every
 * start loads that ship as hundreds of small files (kysely: 262 ES modules; fastify, ajv and their
 * CommonJS dependencies), where node's per-file resolving, reading and compiling costs more than
 * parsing one chunk. A package that requires a bundled one must be bundled too (ajv-formats builds
 * code with ajv's classes, checked with instanceof). Packages that read files beside themselves
 * (PGlite's WebAssembly), start workers or load native code stay external, as does everything not
 * listed.
 */
export const BUNDLED_PACKAGES = new Set([
  'kysely',
  'fastify',
  'ajv',
  'ajv-formats',
  '@fastify/fast-json-stringify-compiler',
  '@fastify/static',
]);

/** Bundled CommonJS code requires node's built-ins through esbuild's __require, which needs this. */
const REQUIRE_BANNER =
  "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);";

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    // Bare specifiers only: relative and absolute paths are the server's own sources. What a
    // bundled package imports is bundled with it (one copy of each package, as node would load).
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.has(packageOf(args.path)) || args.importer.includes('/node_modules/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles the server into build/server/ (or `dir`, also two levels below the root) and records
 * its inputs for serverBuildReason. `entries` defaults to the server's own.
 */
export async function buildServer(root, { dir = SERVER_BUILD_DIR, entries = SERVER_ENTRIES } = {}) {
  const { build } = await import('esbuild');
  const outdir = join(root, dir);
  // Chunk names carry content hashes: without this, every rebuild would leave the old ones behind.
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [webStub, externalPackages],
    banner: { js: REQUIRE_BANNER },
    // main.ts runs itself when it is the process's script; inside the bundle it never is.
    define: { 'process.env.BRAINS_SERVER_BUNDLE': '"1"' },
  });
  // Bundled packages change only with package-lock.json, which serverBuildReason checks already.
  const inputs = Object.keys(result.metafile.inputs).filter(
    (p) => !p.includes(':') && !p.split('/').includes('node_modules'),
  );
  const record = { lockMtimeMs: mtimeOf(join(root, 'package-lock.json')), inputs };
  writeFileSync(join(outdir, INPUTS_FILE), `${JSON.stringify(record)}\n`);
  return serverBundlePath(root, Object.keys(entries)[0], dir);
}
