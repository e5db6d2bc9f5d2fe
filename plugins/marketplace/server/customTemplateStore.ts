import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import {
  countListRows,
  type ListPage,
  ownThenShared,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { describeFlow } from '../common/describeFlow.ts';
import type { MarketplaceTemplate, TemplateType } from '../common/templateTypes.ts';
import type { CustomTemplateTable } from './CustomTemplateTable.ts';

type Row = Selectable<CustomTemplateTable>;

const parseList = (text: string | null): string[] => {
  try {
    const v = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/** A stored custom template in the gallery's shape (tools spread their fields, as the peer's do). */
export function toTemplate(row: Row): MarketplaceTemplate {
  const base = {
    id: row.id,
    templateName: row.name,
    description: row.description,
    usecases: parseList(row.usecases),
    ...(row.badge ? { badge: row.badge } : {}),
    framework: row.framework ? [row.framework] : [],
    type: row.type as TemplateType,
    workspaceId: row.workspace_id,
    createdDate: new Date(row.created_date).toISOString(),
  };
  const data = JSON.parse(row.flow_data) as Record<string, unknown>;
  if (row.type === 'Tool') {
    return {
      ...base,
      categories: [],
      nodeNames: [],
      ...(typeof data.name === 'string' ? { name: data.name } : {}),
      ...(typeof data.color === 'string' ? { color: data.color } : {}),
      ...(typeof data.iconSrc === 'string' ? { iconSrc: data.iconSrc } : {}),
      schema: typeof data.schema === 'string' ? data.schema : JSON.stringify(data.schema ?? []),
      func: String(data.func ?? ''),
    };
  }
  const flow = data as { nodes?: { data?: { name?: string; category?: string } }[] };
  return { ...base, ...describeFlow({ nodes: flow.nodes ?? [] }), flowData: row.flow_data };
}

/**
 * The workspace's templates, newest first, then those other workspaces share with it (read-only
 * there); with a page, a page of that list and its total.
 */
export async function listCustomTemplates(db: Kysely<Database>, workspaceId: string, page?: ListPage) {
  type Listed = MarketplaceTemplate & { shared: boolean };
  const listed = (rows: Row[]): Listed[] =>
    rows.map((r) => ({ ...toTemplate(r), shared: r.workspace_id !== workspaceId }));
  const own = db.selectFrom('custom_template').where('workspace_id', '=', workspaceId);
  const ordered = own.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
  return ownThenShared<Listed>(
    page,
    { rows: async (p) => listed(await withListPage(ordered, p).execute()), count: () => countListRows(own) },
    async () =>
      listed(
        await db
          .selectFrom('custom_template')
          .selectAll()
          .where('workspace_id', '<>', workspaceId)
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('workspace_shared')
              .select('shared_item_id')
              .where('workspace_id', '=', workspaceId)
              .where('item_type', '=', 'custom_template'),
          )
          .orderBy('updated_date', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ),
  );
}
