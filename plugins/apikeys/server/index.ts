import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { apiKeyRoutes } from './apiKeyRoutes.ts';
import { apiKeyMigrations } from './migrations.ts';

export { apiKeyPolicy, bearerToken, INVALID_API_KEY } from './apiKeyPolicy.ts';
export { type VerifiedApiKey, verifyApiKey } from './verifyApiKey.ts';

export default definePluginServer({ routes: apiKeyRoutes, migrations: [...apiKeyMigrations] });
