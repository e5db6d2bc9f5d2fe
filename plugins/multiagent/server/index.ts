import type { FlowRunner } from '../../../host/server/engine/flowRunner.ts';
import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { multiagentMigrations } from './migrations.ts';

/** The runner's code (and the chatflow components it builds) loads with the first run, not at start. */
const lazyRunner: FlowRunner = {
  run: async (req) => (await import('./runMultiAgent.ts')).runMultiAgent(req),
  // a tool node that asks for approval pauses; humanInput resumes the session's paused run
  resumes: true,
  // each run is an execution record: its agents' steps are the trace the Executions page shows
  records: true,
};

/** Registers the MULTIAGENT flow runner: /prediction runs supervisor and sequential flows through it. */
export default definePluginServer({
  migrations: multiagentMigrations,
  flowRunners: { MULTIAGENT: lazyRunner },
});
