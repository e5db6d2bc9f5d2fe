import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../main.ts';
import { defaultWebRoot, repoRoot } from '../paths.ts';
import { webBuildReason } from './webBuildState.ts';

/**
 * `npm start`: builds the web app with vite when dist/ is missing or older than its sources,
 * then starts the server (embedded database in DATA_DIR unless DATABASE_URL is set).
 */
const reason = webBuildReason(repoRoot, defaultWebRoot);
if (reason) {
  console.log(`Building the web app (${reason})...`);
  // vite's package exports do not expose its bin, so run it by path.
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error('Brains Studio cannot start: the web build failed (see above)');
    process.exit(1);
  }
}
await main();
