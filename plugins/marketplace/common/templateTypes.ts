/** The template kinds the gallery filters by (the peer's names; MultiAgent is our v1 agentflow). */
export const TEMPLATE_TYPES = ['AgentflowV2', 'Chatflow', 'MultiAgent', 'Tool'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The saved flow type a template of each kind becomes. */
export const FLOW_TYPE_OF: Record<Exclude<TemplateType, 'Tool'>, string> = {
  AgentflowV2: 'AGENTFLOW',
  Chatflow: 'CHATFLOW',
  MultiAgent: 'MULTIAGENT',
};

/**
 * One template as GET /marketplaces/templates and GET /marketplaces/custom answer it (the peer's
 * shape, so its users' scripts read it): flows carry flowData, tools their schema and function.
 */
export interface MarketplaceTemplate {
  id: string;
  templateName: string;
  description: string;
  usecases: string[];
  badge?: string;
  framework: string[];
  /** Distinct node categories of the flow. */
  categories: string[];
  type: TemplateType;
  /** The flow's node names, for the node filter and the card's icons. */
  nodeNames: string[];
  /** The nodes' labels, icons and colours (from their definitions), for the card. */
  nodeIcons?: NodeIcon[];
  flowData?: string;
  /** Tool templates: the tool's function name, colour, icon, schema (JSON text) and code. */
  name?: string;
  iconSrc?: string;
  color?: string;
  schema?: string;
  func?: string;
  /** Custom templates only. */
  workspaceId?: string;
  createdDate?: string;
}

export interface NodeIcon {
  name: string;
  label: string;
  icon?: string;
  color?: string;
}
