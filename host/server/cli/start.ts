import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../main.ts';
import { defaultWebRoot, repoRoot } from '../paths.ts';
import { webBuildReason } from './webBuildState.ts';

/**
 * `npm start`: builds the web app with vite when dist/ is missing or older than its sources, and
 * starts the server (embedded database in DATA_DIR unless DATABASE_URL is set). The check (about
 * 1,500 stats) runs while the database opens and the plugins load; the server listens only after
 * it (and a build it asked for) has finished.
 */
async function ensureWebBuild(): Promise<void> {
  const reason = await webBuildReason(repoRoot, defaultWebRoot);
  if (!reason) return;
  console.log(`Building the web app (${reason})...`);
  // vite's package exports do not expose its bin, so run it by path.
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const status = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' })
      .once('error', () => resolve(null))
      .once('exit', resolve),
  );
  // main() reports it as 'Brains Studio cannot start: …' once the database has closed.
  if (status !== 0) throw new Error('the web build failed (see above)');
}

await main(process.env, { whileOpening: ensureWebBuild });
