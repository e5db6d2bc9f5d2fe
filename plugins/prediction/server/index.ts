import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { listenForAborts } from './abortRegistry.ts';
import { predictionJob } from './predictionJob.ts';
import { predictionRoutes } from './predictionRoutes.ts';

/** The stop-request subscription of each running server (by its shared state). */
const listening = new WeakMap<object, Promise<() => Promise<void>>>();

export default definePluginServer({
  routes: predictionRoutes,
  jobs: { prediction: predictionJob },
  background: {
    start: (ctx) => {
      listening.set(ctx.shared, listenForAborts(ctx.shared));
    },
    stop: async (ctx) => {
      const unsubscribe = await listening.get(ctx.shared);
      await unsubscribe?.();
    },
  },
});
