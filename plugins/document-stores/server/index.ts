import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { chunkRoutes } from './chunkRoutes.ts';
import { componentRoutes } from './componentRoutes.ts';
import { jobRoutes } from './jobRoutes.ts';
import { shareJobs } from './jobs/jobRunner.ts';
import { storeJob } from './jobs/storeJobKinds.ts';
import { documentStoreKnowledge } from './knowledgeProvider.ts';
import { loaderRoutes } from './loaderRoutes.ts';
import { documentStoreMigrations } from './migrations.ts';
import { storeFileSource } from './storeFileSource.ts';
import { storeRoutes } from './storeRoutes.ts';
import { vectorMigrations } from './vectors/vectorMigrations.ts';
import { upsertRoutes } from './upsertRoutes.ts';
import { vectorRoutes } from './vectorRoutes.ts';
import './tables.ts';

/** Each running server's hold on the job marks and cancels (by its shared state). */
const sharing = new WeakMap<object, Promise<() => Promise<void>>>();

export default definePluginServer({
  routes: [
    ...storeRoutes,
    ...loaderRoutes,
    ...chunkRoutes,
    ...componentRoutes,
    ...jobRoutes,
    ...vectorRoutes,
    ...upsertRoutes,
  ],
  knowledge: documentStoreKnowledge,
  fileSources: [storeFileSource],
  migrations: [...documentStoreMigrations, ...vectorMigrations],
  // Processing and upserts run on queue-mode workers; in process by default (jobs/jobRunner.ts).
  jobs: { 'document-store': storeJob },
  background: {
    start: (ctx) => {
      sharing.set(ctx.shared, shareJobs(ctx.shared, ctx.jobs));
    },
    stop: async (ctx) => {
      await (await sharing.get(ctx.shared))?.();
    },
  },
});
