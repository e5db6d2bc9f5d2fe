import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const FLOWS = 20;
export const LAST_FLOW = `Bench flow ${FLOWS}`;
const EMAIL = 'bench@example.com';
const PASSWORD = 'Bench-Passw0rd';

/**
 * The real server of the checkout in `dir` (its host/server/main.ts serving its dist/) on a fresh
 * data folder and `port` on loopback (0: a free one).
 */
export async function startPagesServer(
  dir: string,
  port = 0,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-pages-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(dir, 'host/server/main.ts')], {
    cwd: dir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}${out}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sets up the organisation and FLOWS empty agent flows. */
export async function seedFlows(url: string): Promise<void> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const setup = await post('/organization-setup', { name: 'Bench', email: EMAIL, password: PASSWORD });
  if (setup.status !== 201) throw new Error(`set-up: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (let i = 1; i <= FLOWS; i++) {
    const res = await post(
      '/chatflows',
      { name: `Bench flow ${i}`, type: 'AGENTFLOW', flowData: JSON.stringify({ nodes: [], edges: [] }) },
      cookie,
    );
    if (!res.ok) throw new Error(`flow: ${res.status} ${await res.text()}`);
  }
}

/** Signs in on the login page the page shows and waits for the flows' names. */
export async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(LAST_FLOW).waitFor();
}
