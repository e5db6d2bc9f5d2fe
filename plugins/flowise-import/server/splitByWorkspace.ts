import { EXPORT_SETS, type ExportData, emptyExport, FLOW_SETS } from '../../export-import/public.ts';
import type { PeerApiKey, PeerCredential, PeerMcpServer, PeerSets } from '../common/peerSets.ts';

/** The part of the peer's rows that goes to one workspace here. */
export interface WorkspacePart {
  file: ExportData;
  credentials: PeerCredential[];
  apiKeys: PeerApiKey[];
  mcpServers: PeerMcpServer[];
}

/**
 * The peer's rows per workspace here: a row carrying the peer's workspaceId goes where that
 * workspace went (`workspaceIds`); messages, feedback and executions follow their flow, chunks
 * their store; everything else (2.x rows, a workspace not imported) goes to `fallback`. The
 * fallback's part comes first; a part holds only sets that have rows.
 */
export function splitByWorkspace(
  sets: Pick<PeerSets, 'file' | 'credentials' | 'apiKeys' | 'mcpServers'>,
  workspaceIds: ReadonlyMap<string, string>,
  fallback: string,
): Map<string, WorkspacePart> {
  const parts = new Map<string, WorkspacePart>();
  const part = (workspaceId: string): WorkspacePart => {
    let p = parts.get(workspaceId);
    if (!p) {
      p = { file: emptyExport(), credentials: [], apiKeys: [], mcpServers: [] };
      if (sets.file.FileDefaultName) p.file.FileDefaultName = sets.file.FileDefaultName;
      parts.set(workspaceId, p);
    }
    return p;
  };
  part(fallback);
  const own = (row: { workspaceId?: unknown }): string =>
    (typeof row.workspaceId === 'string' && workspaceIds.get(row.workspaceId)) || fallback;

  const flowHome = new Map<string, string>();
  for (const set of FLOW_SETS) for (const flow of sets.file[set]) flowHome.set(String(flow.id), own(flow));
  const storeHome = new Map<string, string>();
  for (const store of sets.file.DocumentStore) storeHome.set(String(store.id), own(store));

  const home = (row: Record<string, unknown>): string => {
    if (typeof row.workspaceId === 'string') return own(row);
    const flow = row.chatflowid ?? row.agentflowId;
    if (typeof flow === 'string') return flowHome.get(flow) ?? fallback;
    if (typeof row.storeId === 'string') return storeHome.get(row.storeId) ?? fallback;
    return fallback;
  };
  for (const set of EXPORT_SETS)
    for (const row of sets.file[set] as Record<string, unknown>[])
      (part(home(row)).file[set] as Record<string, unknown>[]).push(row);
  for (const c of sets.credentials) part(own(c)).credentials.push(c);
  for (const k of sets.apiKeys) part(own(k)).apiKeys.push(k);
  for (const m of sets.mcpServers) part(own(m)).mcpServers.push(m);
  return parts;
}
