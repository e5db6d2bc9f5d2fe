import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import {
  anyFlag,
  type ExportData,
  type ExportFlags,
  FLOW_SETS,
  type ImportResult,
  ON_EXISTING,
  type OnExisting,
} from '../common/exportTypes.ts';
import { exportBodySchema, importBodySchema } from './importSchema.ts';
import { exportData } from './exportData.ts';
import { importPeerExport } from './importPeerExport.ts';

/** How many flows an export file holds, over every flow set. */
const countFlows = (file: Partial<ExportData>): number =>
  FLOW_SETS.reduce((n, set) => n + (Array.isArray(file[set]) ? (file[set]?.length ?? 0) : 0), 0);

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
      // A plan that counts flows counts imported ones too (every flow of the file, even one a
      // 'skip' may leave out: the plan is checked before anything is read or written).
      const flows = countFlows(req.body);
      if (flows > 0) await ctx.limits.enforce({ workspaceId, resource: 'flows', adding: flows });
      // One transaction: a bad item anywhere leaves the workspace as it was.
      return importPeerExport(ctx.db, workspaceId, req.body, { onExisting: req.query.onExisting });
    },
  }),
];
