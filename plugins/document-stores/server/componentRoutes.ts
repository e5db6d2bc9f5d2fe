import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { LOADERS } from '../common/loaderCatalogue.ts';
import { RECORD_MANAGERS } from '../common/recordManagerCatalogue.ts';
import { SPLITTERS } from '../common/splitterCatalogue.ts';

const ADD_LOADER = 'documentStores:add-loader,documentStores:create,documentStores:update';

/** Component pickers: loaders and splitters (ds-core), the record manager. */
export const componentRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/document-store/components/loaders',
    permission: ADD_LOADER,
    handler: () => LOADERS,
  }),
  route({
    method: 'GET',
    url: '/document-store/components/splitters',
    permission: ADD_LOADER,
    handler: () => SPLITTERS,
  }),
  route({
    method: 'GET',
    url: '/document-store/components/recordmanager',
    permission: 'documentStores:upsert-config,documentStores:update',
    handler: () => RECORD_MANAGERS,
  }),
];
