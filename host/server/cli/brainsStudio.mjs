#!/usr/bin/env node
// `npx brains-studio <command>`, in plain JavaScript: registers tsx (a dependency) as the loader
// of TypeScript, so no build step is needed, then runs the command. Registered globally (not
// tsImport) so module URLs stay plain file URLs, which the database's worker thread relies on.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('./brainsStudio.ts');
process.exitCode = await runCli(process.argv.slice(2), process.env);
