// Starts a TypeScript sandbox worker when the server runs from source (tsx, vitest): worker threads do not
// inherit module loader hooks reliably on Node 20 (`execArgv: ['--import', 'tsx']` fails there with
// ERR_UNKNOWN_FILE_EXTENSION), so this plain-JS entry registers tsx in the worker, then imports the real one.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.sandboxWorkerEntry);
