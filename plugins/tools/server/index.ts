import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { toolMigrations } from './migrations.ts';
import { toolRoutes } from './toolRoutes.ts';
import './ToolTable.ts';

export { runTool } from './runTool.ts';
export type { ToolRunOptions } from './runToolCode.ts';

export default definePluginServer({ routes: toolRoutes, migrations: [...toolMigrations] });
