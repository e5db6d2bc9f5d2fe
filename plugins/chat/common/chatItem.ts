import { isRecord } from '../../../host/common/isRecord.ts';
import type { ChatUpload } from './chatUpload.ts';
import type { StreamEvent } from '../../../host/common/stream/sseParser.ts';

export type NodeRunStatus = 'INPROGRESS' | 'FINISHED' | 'ERROR' | 'STOPPED' | 'TERMINATED';

export interface NodeProgress {
  nodeId: string;
  label: string;
  status: NodeRunStatus;
}

/** A used tool as the peer's agents report it. */
export interface UsedTool {
  tool: string;
  toolInput?: unknown;
  toolOutput?: unknown;
  error?: string;
}

/** The human-input request a paused run sends (action event). */
export interface ChatAction {
  id: string;
  mapping?: { approve: string; reject: string };
  data: { nodeId: string; nodeLabel?: string; description?: string };
}

export interface ChatFeedback {
  id: string;
  rating: 'THUMBS_UP' | 'THUMBS_DOWN';
  content: string;
}

/** One message as the chat panel shows it. */
export interface ChatItem {
  /** Stable React key. */
  key: string;
  role: 'userMessage' | 'apiMessage';
  content: string;
  /** The stored message id (feedback names it); known from the metadata event. */
  messageId?: string;
  streaming?: boolean;
  error?: string;
  nodes?: NodeProgress[];
  usedTools?: UsedTool[];
  sourceDocuments?: { pageContent?: string; metadata?: Record<string, unknown> }[];
  action?: ChatAction;
  feedback?: ChatFeedback;
  /** What the user attached to a question (shown as thumbnails). */
  fileUploads?: ChatUpload[];
}

function upsertNode(nodes: NodeProgress[] = [], n: NodeProgress): NodeProgress[] {
  const i = nodes.findIndex((x) => x.nodeId === n.nodeId);
  if (i < 0) return [...nodes, n];
  const next = nodes.slice();
  next[i] = n;
  return next;
}

/** Tools and documents the executed nodes report under output.usedTools / output.sourceDocuments. */
function fromExecuted(data: unknown, key: 'usedTools' | 'sourceDocuments'): unknown[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((n) => {
    const out = isRecord(n) && isRecord(n.data) && isRecord(n.data.output) ? n.data.output[key] : undefined;
    return Array.isArray(out) ? out : [];
  });
}

/** The streaming answer after one event; returns the same object when nothing changed. */
export function applyStreamEvent(item: ChatItem, e: StreamEvent): ChatItem {
  switch (e.event) {
    case 'token':
      return typeof e.data === 'string' ? { ...item, content: item.content + e.data } : item;
    case 'nextAgentFlow': {
      if (!isRecord(e.data) || typeof e.data.nodeId !== 'string') return item;
      const n: NodeProgress = {
        nodeId: e.data.nodeId,
        label: typeof e.data.nodeLabel === 'string' ? e.data.nodeLabel : e.data.nodeId,
        status: (e.data.status as NodeRunStatus) ?? 'INPROGRESS',
      };
      return { ...item, nodes: upsertNode(item.nodes, n) };
    }
    case 'agentFlowExecutedData': {
      const tools = fromExecuted(e.data, 'usedTools') as UsedTool[];
      const docs = fromExecuted(e.data, 'sourceDocuments') as ChatItem['sourceDocuments'];
      if (!tools.length && !docs?.length) return item;
      return {
        ...item,
        ...(tools.length ? { usedTools: tools } : {}),
        ...(docs?.length ? { sourceDocuments: docs } : {}),
      };
    }
    // the tool calls so far (an agent's detailed streaming), then all of them when the run ends
    case 'calledTools':
    case 'usedTools':
      return Array.isArray(e.data) ? { ...item, usedTools: e.data as UsedTool[] } : item;
    case 'sourceDocuments':
      return Array.isArray(e.data)
        ? { ...item, sourceDocuments: e.data as ChatItem['sourceDocuments'] }
        : item;
    case 'action':
      return isRecord(e.data) && isRecord(e.data.data)
        ? { ...item, action: e.data as unknown as ChatAction }
        : item;
    case 'metadata':
      return isRecord(e.data) && typeof e.data.chatMessageId === 'string'
        ? { ...item, messageId: e.data.chatMessageId }
        : item;
    case 'error':
      return { ...item, error: typeof e.data === 'string' ? e.data : 'The flow failed' };
    case 'end':
      return { ...item, streaming: false };
    default:
      return item;
  }
}
