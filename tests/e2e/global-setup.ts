import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editionFromPlatformType } from '../../host/common/editions.ts';
import { type E2EEdition, editionURL, selectedEditions } from './editions/editionServers.ts';
import { startMailCatcher } from './editions/mailCatcher.ts';

/** The admin every edition's set-up project creates (tests/e2e/editions/organization-setup.setup.ts). */
export const E2E_ADMIN = { name: 'E2E Admin', email: 'admin@e2e.test', password: 'Admin-Passw0rd' };

/**
 * Waits for a server the config started without waiting (they start in parallel), and makes sure
 * it is this run's fresh server of that edition, not another run's on the same ports.
 */
async function waitForServer(edition: E2EEdition, timeoutMs = 240_000): Promise<void> {
  const baseURL = editionURL(edition);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/v1/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`no ${edition} e2e server at ${baseURL} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const settings = (await (await fetch(`${baseURL}/api/v1/settings`)).json()) as { PLATFORM_TYPE?: string };
  const setup = (await (await fetch(`${baseURL}/api/v1/organization-setup`)).json()) as {
    required?: boolean;
  };
  if (editionFromPlatformType(settings.PLATFORM_TYPE) !== edition || setup.required !== true)
    throw new Error(
      `${baseURL} is not a fresh ${edition} server: is another run using E2E_PORT? Pick another.`,
    );
}

/** Whether a process runs (signal 0 only checks; EPERM means it exists under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The data folders (about 40 MB each) of earlier runs whose Playwright process has ended. */
function removeStaleDataDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^brains-e2e-(?:oss-|enterprise-|cloud-)?(\d+)$/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Starts the SMTP catcher (until the run ends) and waits for every selected edition's server. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  removeStaleDataDirs();
  const stopMail = await startMailCatcher();
  try {
    await Promise.all(selectedEditions().map((e) => waitForServer(e)));
  } catch (err) {
    await stopMail();
    throw err;
  }
  return stopMail;
}
