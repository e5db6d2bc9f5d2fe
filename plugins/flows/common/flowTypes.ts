/** Every flow type one store serves (spec section 3; the peer's chat_flow.type). */
export const FLOW_TYPES = ['CHATFLOW', 'AGENTFLOW', 'MULTIAGENT', 'ASSISTANT'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** A flow as the API answers it; field names match the peer's so its clients work unchanged. */
export interface FlowSummary {
  id: string;
  name: string;
  type: FlowType;
  deployed: boolean;
  isPublic: boolean;
  apikeyid: string | null;
  /** JSON text, kept verbatim. */
  chatbotConfig: string | null;
  /** JSON text, kept verbatim. */
  apiConfig: string | null;
  /** JSON text: analytics providers (the peer's langFuse, langSmith, ...), kept verbatim. */
  analytic: string | null;
  category: string | null;
  workspaceId: string;
  /** ISO 8601; send it back on PUT to detect a concurrent change (409). */
  createdDate: string;
  updatedDate: string;
}

/** A flow with its graph: flowData is the JSON text of {nodes, edges, viewport?}. */
export interface FlowRecord extends FlowSummary {
  flowData: string;
}

/** What POST /chatflows accepts (name and flowData required, type CHATFLOW by default). */
export interface FlowCreate {
  name: string;
  flowData: string;
  type?: FlowType;
  deployed?: boolean;
  isPublic?: boolean;
  apikeyid?: string | null;
  chatbotConfig?: string | null;
  apiConfig?: string | null;
  analytic?: string | null;
  category?: string | null;
}

/** What PUT /chatflows/:id accepts: any subset; updatedDate is the version the client last saw. */
export interface FlowUpdate extends Partial<FlowCreate> {
  updatedDate?: string;
}

/** Paged list answer (GET /chatflows?page&limit). */
export interface FlowPage<T = FlowSummary> {
  data: T[];
  total: number;
}

/** The body of a 409 on PUT: the stored flow, so the client can reload or overwrite. */
export interface FlowConflict {
  statusCode: 409;
  error: string;
  message: string;
  current: FlowRecord;
}

/** Longest flow name accepted. */
export const FLOW_NAME_MAX = 255;

export function isFlowType(value: unknown): value is FlowType {
  return typeof value === 'string' && (FLOW_TYPES as readonly string[]).includes(value);
}
