import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ToolRunResult } from '../common/toolTypes.ts';
import { findToolByIdOrName } from './toolRows.ts';
import { runToolCode, type ToolRunOptions } from './runToolCode.ts';

/**
 * For the engine: runs a saved tool of a workspace, found by id or name, with the arguments a flow or
 * model gave. Throws HttpError 404 when the tool does not exist there and 400 when the arguments do not
 * fit its schema; anything the tool's own code does comes back as { ok: false, error }.
 */
export async function runTool(
  db: Kysely<Database>,
  workspaceId: string,
  toolIdOrName: string,
  args: Record<string, unknown>,
  options: ToolRunOptions = {},
): Promise<ToolRunResult> {
  const tool = await findToolByIdOrName(db, workspaceId, toolIdOrName);
  return runToolCode(tool.func, tool.schema, args, options);
}
