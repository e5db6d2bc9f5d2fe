import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { datasetRoutes } from './datasetRoutes.ts';
import { datasetRowRoutes } from './datasetRowRoutes.ts';
import { resumeEvaluations } from './evaluationControl.ts';
import { evaluationHistoryRoutes } from './evaluationHistoryRoutes.ts';
import { EVALUATION_JOB, evaluationJob, stopEvaluations } from './evaluationJob.ts';
import { evaluationRoutes } from './evaluationRoutes.ts';
import { evaluatorRoutes } from './evaluatorRoutes.ts';
import { evaluationMigrations } from './migrations.ts';

export default definePluginServer({
  routes: [
    ...datasetRoutes,
    ...datasetRowRoutes,
    ...evaluatorRoutes,
    ...evaluationRoutes,
    ...evaluationHistoryRoutes,
  ],
  migrations: evaluationMigrations,
  // A run is a job: in this process by default, on a queue-mode worker (evaluationJob.ts).
  jobs: { [EVALUATION_JOB]: evaluationJob },
  background: {
    // Runs a stop or a crash cut short go on where they were.
    start: (ctx) => resumeEvaluations(ctx),
    // This process's runs stop with their rows pending, and go back to the queue.
    stop: (ctx) => stopEvaluations(ctx.db),
  },
});
