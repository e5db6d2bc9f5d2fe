import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { executionRoutes } from './executionRoutes.ts';
import { loadModelPrices } from './loadModelPrices.ts';
import { executionMigrations } from './migrations.ts';

// Loaded with the plugin at server start: a bad MODEL_PRICES_FILE stops the start, naming it.
const prices = loadModelPrices();

export default definePluginServer({ routes: executionRoutes(prices), migrations: [...executionMigrations] });
