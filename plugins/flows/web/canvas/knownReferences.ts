import { http } from '../../../../host/web/http/http.ts';
import type { Diagnostic, Flow } from '../../../../node-registry/flow.ts';
import { flowReferences, referenceDiagnostics } from '../../../../node-registry/rules/flowReferences.ts';
import type { ToolOptionItem } from '../../../../node-registry/toolOption.ts';

type Get = <T>(path: string) => Promise<T>;
type Post = <T>(path: string, body: unknown) => Promise<T>;

/**
 * What validation knows only from the server: tools (built-in and the workspace's) and
 * credentials a node names that do not exist. A list the caller may not read is left unchecked
 * rather than reported.
 */
export async function referenceProblems(
  flow: Flow,
  client: { get: Get; post: Post } = http,
): Promise<Diagnostic[]> {
  const refs = flowReferences(flow);
  if (!refs.length) return [];
  const tools = refs.some((r) => r.kind === 'tool')
    ? await client
        .post<ToolOptionItem[]>('/node-load-method/toolAgentflow', { loadMethod: 'listTools' })
        .catch(() => null)
    : [];
  const credentials = refs.some((r) => r.kind === 'credential')
    ? await client.get<{ id: string }[]>('/credentials').catch(() => null)
    : [];
  const toolNames = new Set((tools ?? []).flatMap((t) => [t.name, t.label]));
  const needsCredential = new Set(
    (tools ?? [])
      .filter((t) => t.toolConfig?.credentialNames?.length && !t.toolConfig.credentialOptional)
      .map((t) => t.name),
  );
  const credentialIds = new Set((credentials ?? []).map((c) => c.id));
  return referenceDiagnostics(refs, {
    tool: (ref) => tools === null || toolNames.has(ref),
    credential: (id) => credentials === null || credentialIds.has(id),
    toolNeedsCredential: (ref) => needsCredential.has(ref),
  });
}
