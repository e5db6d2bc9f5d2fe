import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { iconAtomsPlugin } from './host/server/http/iconAtoms.ts';
import { precompressPlugin } from './host/server/http/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Server halves of plugins are loaded by the server only; the web build leaves them out. */
const isServerModule = (id: string) => /\/plugins\/[^/]+\/server\//.test(id) || /\/host\/server\//.test(id);

export default defineConfig({
  root: here('./host/web'),
  publicDir: here('./host/web/public'),
  plugins: [iconAtomsPlugin(), react(), precompressPlugin()],
  worker: { format: 'es' },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      external: isServerModule,
      // A plugin's public-web.ts only re-exports (tests/architecture/publicWebBarrels.test.ts): a
      // page importing one name takes that name's modules, not the barrel's (the list not the canvas).
      treeshake: { moduleSideEffects: (id: string) => !/\/plugins\/[^/]+\/public-web\.ts$/.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    root: here('.'),
    pool: 'forks',
    maxWorkers: 2,
    // Timeouts catch hangs, not slowness: CI shares its machine (load ~15), where work that takes
    // a second here takes ten. Waits are for conditions (expect.poll), with room for such a machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{host,plugins,node-registry,schemas,tests}/**/*.test.ts'],
          exclude: ['**/web/**', 'tests/e2e/**', 'tests/api/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{host,plugins,node-registry}/**/web/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', '{host,plugins}/**/server/**/*.api.test.ts'],
          globalSetup: ['tests/setup/api-global.ts'],
          // A whole server per file, many requests per test.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
