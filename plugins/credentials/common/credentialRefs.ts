/**
 * Whether a flow's flow_data refers to a credential. A node refers to it through data.credential,
 * or through FLOWISE_CREDENTIAL_ID anywhere under data.inputs (the peer stores the credential of a
 * configured sub-component, e.g. inputs.llmModelConfig.FLOWISE_CREDENTIAL_ID).
 */
export function flowUsesCredential(flowData: string, credentialId: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(flowData);
  } catch {
    return false;
  }
  const nodes = (parsed as { nodes?: unknown })?.nodes;
  if (!Array.isArray(nodes)) return false;
  return nodes.some((node) => {
    const data = (node as { data?: { credential?: unknown; inputs?: unknown } } | null)?.data;
    return data?.credential === credentialId || holdsCredentialId(data?.inputs, credentialId, 0);
  });
}

function holdsCredentialId(value: unknown, id: string, depth: number): boolean {
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => holdsCredentialId(v, id, depth + 1));
  const record = value as Record<string, unknown>;
  if (record.FLOWISE_CREDENTIAL_ID === id) return true;
  return Object.values(record).some((v) => holdsCredentialId(v, id, depth + 1));
}

/** Whether a flow's analytics config (`{ langFuse: { credentialId }, ... }`) names the credential. */
export function analyticUsesCredential(analytic: string | null | undefined, credentialId: string): boolean {
  if (!analytic) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(analytic);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object') return false;
  return Object.values(parsed).some(
    (entry) => (entry as { credentialId?: unknown } | null)?.credentialId === credentialId,
  );
}
