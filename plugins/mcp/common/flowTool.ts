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
