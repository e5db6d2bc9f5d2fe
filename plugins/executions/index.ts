import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** Execution records of agent-flow runs: list, inspect, share publicly, delete. */
export default definePlugin({
  id: 'executions',
  description: 'Agent flow executions: every run with each node input, output, timing, tokens and errors',
  server: () => import('./server/index.ts'),
});
