#!/usr/bin/env node
// `npx brains-studio <command>`, in plain JavaScript: loads the TypeScript command runner through
// tsx (a dependency) so that no build step is needed.
import { tsImport } from 'tsx/esm/api';

const { runCli } = await tsImport('./brainsStudio.ts', import.meta.url);
process.exitCode = await runCli(process.argv.slice(2), process.env);
