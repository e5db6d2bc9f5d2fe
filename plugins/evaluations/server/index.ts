import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { datasetRoutes } from './datasetRoutes.ts';
import { datasetRowRoutes } from './datasetRowRoutes.ts';
import { evaluationHistoryRoutes } from './evaluationHistoryRoutes.ts';
import { evaluationRoutes } from './evaluationRoutes.ts';
import { CANCEL_RUNS, cancelEvaluation, resumeEvaluations, stopEvaluations } from './evaluationRunner.ts';
import { evaluatorRoutes } from './evaluatorRoutes.ts';
import { evaluationMigrations } from './migrations.ts';
import { runnerContext } from './runnerContext.ts';

/** Each running server's subscription to cancels (by its shared state). */
const listening = new WeakMap<object, Promise<() => Promise<void>>>();

export default definePluginServer({
  routes: [
    ...datasetRoutes,
    ...datasetRowRoutes,
    ...evaluatorRoutes,
    ...evaluationRoutes,
    ...evaluationHistoryRoutes,
  ],
  migrations: evaluationMigrations,
  background: {
    // Runs a stop or a crash cut short go on where they were; cancels from other instances arrive.
    start: async (ctx) => {
      listening.set(
        ctx.shared,
        ctx.shared.subscribe(CANCEL_RUNS, (m) => {
          cancelEvaluation((m as { id: string }).id);
        }),
      );
      await resumeEvaluations(runnerContext(ctx));
    },
    stop: async (ctx) => {
      await stopEvaluations(ctx.db);
      await (await listening.get(ctx.shared))?.();
    },
  },
});
