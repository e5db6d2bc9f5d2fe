/** The assistant kinds (the peer's). Only CUSTOM is built here so far. */
export const ASSISTANT_TYPES = ['CUSTOM', 'OPENAI', 'AZURE'] as const;
export type AssistantType = (typeof ASSISTANT_TYPES)[number];

/**
 * A custom assistant's details: its name and instructions, and the Agent node inputs it runs with
 * (agentModel and agentModelConfig, agentTools, agentKnowledgeDocumentStores). chatflowId is the
 * ASSISTANT flow it runs as (set by the server).
 */
export interface CustomAssistantDetails {
  name: string;
  description?: string;
  instructions?: string;
  inputs?: Record<string, unknown>;
  chatflowId?: string;
}

/** An assistant as the API answers it (details as JSON text, as the peer's clients read it). */
export interface Assistant {
  id: string;
  type: AssistantType;
  details: string;
  credential: string | null;
  iconSrc: string | null;
  workspaceId: string;
  createdDate: string;
  updatedDate: string;
}

/** The Agent node inputs an assistant may set; anything else in details.inputs is dropped. */
export const ASSISTANT_AGENT_INPUTS = [
  'agentModel',
  'agentModelConfig',
  'agentTools',
  'agentKnowledgeDocumentStores',
  'agentEnableMemory',
] as const;

export function pickAgentInputs(inputs: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    ASSISTANT_AGENT_INPUTS.filter((k) => inputs?.[k] !== undefined).map((k) => [k, inputs?.[k]]),
  );
}
