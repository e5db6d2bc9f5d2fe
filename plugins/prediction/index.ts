import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/** Runs saved agent flows over HTTP: prediction (public or API-key bound), internal prediction, abort. */
export default definePlugin({
  id: 'prediction',
  description: 'Prediction API: run an agent flow with JSON or Server-Sent Events answers',
  server: () => import('./server/index.ts'),
});
