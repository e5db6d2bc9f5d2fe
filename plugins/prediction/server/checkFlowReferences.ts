import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ToolProblem, ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import type { Diagnostic, Flow } from '../../../node-registry/flow.ts';
import {
  type FlowReference,
  flowReferences,
  referenceDiagnostics,
} from '../../../node-registry/rules/flowReferences.ts';
import { usableCredentialIds } from '../../credentials/public.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace's saved tools among `refs` (by id or name); none when the tools plugin's table is absent. */
async function savedTools(db: Kysely<Database>, workspaceId: string, refs: string[]): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const ids = refs.filter((r) => UUID.test(r));
  const names = refs.filter((r) => !UUID.test(r));
  try {
    const rows = await db
      .selectFrom('tool')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where((eb) =>
        eb.or([
          ...(ids.length ? [eb('id', 'in', ids)] : []),
          ...(names.length ? [eb('name', 'in', names)] : []),
        ]),
      )
      .execute();
    return new Set(rows.flatMap((r) => [r.id, r.name]));
  } catch {
    return new Set();
  }
}

/** What providers find wrong with each tool config in the workspace's rows (a saved server gone), by config. */
async function providerWorkspaceProblems(
  ctx: { db: Kysely<Database>; toolProviders: ReadonlyMap<string, ToolProvider> },
  workspaceId: string,
  refs: FlowReference[],
): Promise<Map<object, ToolProblem[]>> {
  const out = new Map<object, ToolProblem[]>();
  await Promise.all(
    refs.map(async (r) => {
      const provider = r.kind === 'tool' ? ctx.toolProviders.get(r.ref) : undefined;
      if (!r.config || !provider?.checkInWorkspace) return;
      out.set(r.config, await provider.checkInWorkspace(r.config, { db: ctx.db, workspaceId }));
    }),
  );
  return out;
}

/**
 * Tools and credentials the flow names that do not exist here (errors), and built-in tools left
 * without the credential they need (warnings): checked before a run so it fails with a 400 that
 * names them instead of midway.
 */
export async function checkFlowReferences(
  ctx: { db: Kysely<Database>; toolProviders: ReadonlyMap<string, ToolProvider> },
  workspaceId: string,
  flow: Flow,
): Promise<Diagnostic[]> {
  const refs = flowReferences(flow);
  if (!refs.length) return [];
  const toolRefs = [
    ...new Set(refs.filter((r) => r.kind === 'tool' && !ctx.toolProviders.has(r.ref)).map((r) => r.ref)),
  ];
  const credentialRefs = [...new Set(refs.filter((r) => r.kind === 'credential').map((r) => r.ref))];
  const [tools, credentials, workspaceProblems] = await Promise.all([
    savedTools(ctx.db, workspaceId, toolRefs),
    usableCredentialIds(ctx.db, workspaceId, credentialRefs),
    providerWorkspaceProblems(ctx, workspaceId, refs),
  ]);
  return referenceDiagnostics(refs, {
    tool: (ref) => ctx.toolProviders.has(ref) || tools.has(ref),
    credential: (id) => credentials.has(id),
    toolProblems: (ref, config) => [
      ...(ctx.toolProviders.get(ref)?.check?.(config) ?? []),
      ...(workspaceProblems.get(config) ?? []),
    ],
    toolNeedsCredential: (ref) => {
      const p = ctx.toolProviders.get(ref);
      return Boolean(p?.credentialNames?.length && !p.credentialOptional);
    },
  });
}
