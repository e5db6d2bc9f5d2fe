import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Options of asyncOptions node fields: POST /api/v1/node-load-method/:name answers the options a
 * named load method lists (models, tools, flows, state keys, earlier nodes...).
 */
export default definePlugin({
  id: 'node-options',
  description: 'Load methods behind asyncOptions fields of node forms',
  server: () => import('./server/index.ts'),
});
