/** Settings of a flow exposed as an MCP server, kept in its `api_config` as `mcpServer`. */
export interface FlowMcpSettings {
  toolName?: string;
  description?: string;
}

/** The tool name of a flow: its configured one, else its name made an identifier (as the peer does). */
export function flowToolName(flowName: string, settings: FlowMcpSettings = {}): string {
  const configured = settings.toolName?.trim();
  if (configured && /^[A-Za-z0-9_-]{1,64}$/.test(configured)) return configured;
  return (
    flowName
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 64) || 'chatflow_tool'
  );
}

export function flowToolDescription(flowName: string, settings: FlowMcpSettings = {}): string {
  return settings.description?.trim() || `Execute the "${flowName}" flow`;
}

/** `api_config.mcpServer` of a flow (JSON text), or none. */
export function flowMcpSettings(apiConfig: string | null | undefined): FlowMcpSettings {
  if (!apiConfig) return {};
  try {
    const value = (JSON.parse(apiConfig) as { mcpServer?: unknown })?.mcpServer;
    if (!value || typeof value !== 'object') return {};
    const { toolName, description } = value as Record<string, unknown>;
    return {
      ...(typeof toolName === 'string' ? { toolName } : {}),
      ...(typeof description === 'string' ? { description } : {}),
    };
  } catch {
    return {};
  }
}

interface FormInput {
  type?: string;
  name?: string;
  label?: string;
  addOptions?: { option?: unknown }[] | string;
}

const FIELD_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/**
 * The tool's input schema: `question` for chat input, or `form` with the Start node's form fields
 * for an agent flow that starts with a form (as the peer builds it).
 */
export function flowToolInputSchema(flowData: string): Record<string, unknown> {
  let start: { data?: { name?: string; inputs?: Record<string, unknown> } } | undefined;
  try {
    const parsed = JSON.parse(flowData) as { nodes?: { data?: { name?: string } }[] };
    start = parsed.nodes?.find((n) => n.data?.name === 'startAgentflow');
  } catch {
    start = undefined;
  }
  const inputs = start?.data?.inputs;
  const fields = inputs?.formInputTypes;
  if (inputs?.startInputType !== 'formInput' || !Array.isArray(fields)) {
    return {
      type: 'object',
      properties: { question: { type: 'string', description: 'The question or prompt to send to the flow' } },
      required: ['question'],
    };
  }
  const properties: Record<string, unknown> = {};
  for (const f of fields as FormInput[]) {
    if (!f?.name) continue;
    if (f.type === 'options') {
      const options = Array.isArray(f.addOptions)
        ? f.addOptions.map((o) => o?.option).filter((o): o is string => typeof o === 'string' && o !== '')
        : [];
      if (options.length)
        properties[f.name] = { type: 'string', enum: options, description: f.label ?? f.name };
    } else {
      properties[f.name] = { type: FIELD_TYPES[f.type ?? ''] ?? 'string', description: f.label ?? f.name };
    }
  }
  return {
    type: 'object',
    properties: { form: { type: 'object', properties, description: 'Form inputs for the agent flow' } },
    required: ['form'],
  };
}
