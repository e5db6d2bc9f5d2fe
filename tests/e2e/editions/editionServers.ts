import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The e2e servers, one per edition, and where their admin sessions and mails go. Read by
 * playwright.config.ts, the global set-up and the specs' helpers, in the main process and in the
 * workers (which load the config again: what must agree travels through the environment).
 */
export const E2E_EDITIONS = ['oss', 'enterprise', 'cloud'] as const;
export type E2EEdition = (typeof E2E_EDITIONS)[number];

/** E2E_PORT (default 3199) is the open-source server; enterprise +1, cloud +2, the SMTP catcher +3. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);
const OFFSET: Record<E2EEdition, number> = { oss: 0, enterprise: 1, cloud: 2 };
export const editionPort = (edition: E2EEdition) => BASE_PORT + OFFSET[edition];
export const SMTP_PORT = BASE_PORT + 3;
/** The Stripe protocol server the cloud edition's billing talks to (tests/stripe). */
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? BASE_PORT + 4);
export const editionURL = (edition: E2EEdition) => `http://127.0.0.1:${editionPort(edition)}`;

// Several runs may share a checkout: every file of a run carries the main process's id.
process.env.E2E_RUN_ID ??= String(process.pid);
const RUN_ID = process.env.E2E_RUN_ID;

/** The organisation admin's saved session (cookies + the auth keys in local storage). */
export const adminStatePath = (edition: E2EEdition) =>
  `test-results/auth/admin-${editionPort(edition)}-${RUN_ID}.json`;
/** Mails the SMTP catcher received, one JSON file each. */
export const MAIL_DIR = `test-results/mail/${SMTP_PORT}-${RUN_ID}`;
export const dataDirOf = (edition: E2EEdition) => join(tmpdir(), `brains-e2e-${edition}-${RUN_ID}`);

/** PLATFORM_TYPE for each edition ('' is open source). */
export const PLATFORM_TYPE: Record<E2EEdition, string> = {
  oss: '',
  enterprise: 'enterprise',
  cloud: 'cloud',
};

/** Options of `playwright test` that take the next argument as their value. */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '-j',
  '--workers',
  '--output',
  '--project',
  '--reporter',
  '--retries',
  '--timeout',
  '--repeat-each',
  '--max-failures',
  '--shard',
  '--trace',
  '--global-timeout',
  '--tsconfig',
  '--browser',
]);

/** The editions a spec file name is tagged with: name.enterprise.cloud.spec.ts; untagged is oss. */
export function specEditions(file: string): E2EEdition[] {
  const tags = /\.((?:(?:oss|enterprise|cloud)\.)+)spec\.ts$/.exec(file)?.[1];
  return tags ? E2E_EDITIONS.filter((e) => tags.split('.').includes(e)) : ['oss'];
}

/**
 * Which servers this run needs, so that one spec does not start three servers: E2E_EDITIONS
 * (comma-separated) if set; else the `--project` names; else, when every file argument is a spec
 * file, the editions their names are tagged with; otherwise (no arguments, a folder or a pattern)
 * all three.
 */
export function selectedEditions(argv: readonly string[] = process.argv): E2EEdition[] {
  const isEdition = (x: string): x is E2EEdition => (E2E_EDITIONS as readonly string[]).includes(x);
  if (process.env.E2E_EDITIONS) return process.env.E2E_EDITIONS.split(',').filter(isEdition);
  const testAt = argv.indexOf('test');
  const args = testAt >= 0 ? argv.slice(testAt + 1) : [];
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const [name, value] = a.split('=', 2);
    if (name === '--project') projects.push(...(value ?? args[i + 1] ?? '').split(','));
    if (a.startsWith('-')) {
      if (value === undefined && VALUE_OPTIONS.has(a)) i++;
      continue;
    }
    files.push(a.replace(/(:\d+)+$/, ''));
  }
  // 'enterprise' or its set-up project 'enterprise set-up'.
  if (projects.length) return E2E_EDITIONS.filter((e) => projects.some((p) => p.split(' ')[0] === e));
  if (!files.length || files.some((f) => !f.endsWith('.spec.ts'))) return [...E2E_EDITIONS];
  const wanted = new Set(files.flatMap(specEditions));
  return E2E_EDITIONS.filter((e) => wanted.has(e));
}
