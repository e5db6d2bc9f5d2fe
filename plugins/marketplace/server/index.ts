import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { marketplaceRoutes } from './marketplaceRoutes.ts';
import { marketplaceMigrations } from './migrations.ts';

export default definePluginServer({ routes: marketplaceRoutes, migrations: marketplaceMigrations });
