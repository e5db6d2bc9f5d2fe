import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import {
  anyFlag,
  type ExportData,
  type ExportFlags,
  type ImportResult,
  ON_EXISTING,
  type OnExisting,
} from '../common/exportTypes.ts';
import { exportBodySchema, importBodySchema } from './importSchema.ts';
import { exportData } from './exportData.ts';
import { countFlowsAdded } from './countFlowsAdded.ts';
import { importPeerExport } from './importPeerExport.ts';

/** Export files carry whole workspaces (flows, executions, messages): well above the 1 MiB default. */
export const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

export const exportImportRoutes: PluginRoute[] = [
  route<{ Body: ExportFlags }>({
    method: 'POST',
    url: '/export-import/export',
    permission: 'workspace:export',
    schema: { body: exportBodySchema },
    async handler(req, _reply, ctx): Promise<ExportData> {
      if (!anyFlag(req.body ?? {})) throw httpError(400, 'Select at least one data type to export');
      return exportData(ctx.db, requestScope(req).workspaceId, req.body);
    },
  }),

  route<{ Body: Partial<ExportData>; Querystring: { onExisting?: OnExisting } }>({
    method: 'POST',
    url: '/export-import/import',
    permission: 'workspace:import',
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      body: importBodySchema,
      // The body is the export file exactly as written; the dialog's choice travels apart from it.
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { onExisting: { enum: [...ON_EXISTING] } },
      },
    },
    async handler(req, _reply, ctx): Promise<ImportResult> {
      const { workspaceId } = requestScope(req);
      const onExisting = req.query.onExisting ?? 'newIds';
      // A plan that counts flows counts the ones an import adds, checked before anything is written.
      const flows = await countFlowsAdded(ctx.db, workspaceId, req.body, onExisting);
      if (flows > 0) await ctx.limits.enforce({ workspaceId, resource: 'flows', adding: flows });
      // One transaction: a bad item anywhere leaves the workspace as it was.
      return importPeerExport(ctx.db, workspaceId, req.body, { onExisting });
    },
  }),
];
