#!/usr/bin/env node
// `npm start`, in plain JavaScript so that it needs no TypeScript loader: bundles the server when
// its sources changed since the last bundle (esbuild, about a second), then runs the bundled
// host/server/cli/start.ts, which builds the web app when stale and starts the server.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildReason, serverBundlePath } from './serverBuild.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const reason = serverBuildReason(root);
if (reason) {
  console.log(`Bundling the server (${reason})...`);
  try {
    await buildServer(root);
  } catch (err) {
    console.error(`Brains Studio cannot start: the server bundle failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}
await import(pathToFileURL(serverBundlePath(root)).href);
