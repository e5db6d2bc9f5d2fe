// Starts a TypeScript worker thread when the server runs from source (tsx, vitest): worker threads
// do not inherit module loader hooks reliably on Node 20, so this plain-JS entry registers tsx in
// the worker, then imports the real entry (threadEntry.ts).
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
