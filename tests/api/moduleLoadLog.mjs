// Loaded with `node --import` by tests: appends the URL of every ES module the process loads (CommonJS
// packages by their entry) to the file MODULE_LOAD_LOG names, one a line.
import { register } from 'node:module';

const hook = `
import { appendFileSync } from 'node:fs';
let log;
export function initialize(file) { log = file; }
export async function load(url, context, next) {
  const result = await next(url, context);
  appendFileSync(log, url + '\\n');
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: process.env.MODULE_LOAD_LOG });
