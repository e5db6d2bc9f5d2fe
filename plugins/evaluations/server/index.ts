import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { datasetRoutes } from './datasetRoutes.ts';
import { datasetRowRoutes } from './datasetRowRoutes.ts';
import { evaluationHistoryRoutes } from './evaluationHistoryRoutes.ts';
import { evaluationRoutes } from './evaluationRoutes.ts';
import { resumeEvaluations, stopEvaluations } from './evaluationRunner.ts';
import { evaluatorRoutes } from './evaluatorRoutes.ts';
import { evaluationMigrations } from './migrations.ts';
import { runnerContext } from './runnerContext.ts';

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
    // Runs a stop or a crash cut short go on where they were.
    start: (ctx) => resumeEvaluations(runnerContext(ctx)),
    stop: (ctx) => stopEvaluations(ctx.db),
  },
});
