import { builtinPlugins } from '../../../plugins/builtin.ts';
import { IMPORT_FLOWISE_USAGE, importFlowiseCommand } from '../../../plugins/flowise-import/public.ts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';

const USAGE = `Usage: brains-studio <command>
Commands:
  import-flowise   import a database of Flowise (SQLite file or PostgreSQL) into this server's database

${IMPORT_FLOWISE_USAGE}`;

/**
 * `npx brains-studio <command>`: commands that work on this server's database without serving
 * (it is opened as the server opens it, migrations applied). Answers the exit code.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'import-flowise') {
    console.error(command && command !== '--help' ? `Unknown command '${command}'\n${USAGE}` : USAGE);
    return command && command !== '--help' ? 2 : 0;
  }
  if (rest.length === 0 || rest.includes('--help')) {
    console.log(IMPORT_FLOWISE_USAGE);
    return 0;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ ...parseConfig(env), logLevel: 'warn' }, builtinPlugins);
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}`);
    return 1;
  }
  try {
    const { code } = await importFlowiseCommand(app, rest, env, (line) => console.log(line));
    return code;
  } finally {
    await app.close();
  }
}
