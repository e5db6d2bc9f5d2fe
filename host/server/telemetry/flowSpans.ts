import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { TokenUsage } from '../engine/engineTypes.ts';
import type {
  FlowSpanEnd,
  FlowTrace,
  NodeSpanEnd,
  NodeSpanStart,
  NodeTrace,
  PriceUsage,
} from './runTrace.ts';

/** What a flow run's span starts with. */
export interface FlowSpanStart {
  flowId: string;
  /** The flow type: AGENTFLOW, CHATFLOW, MULTIAGENT, ASSISTANT. */
  kind: string;
  flowName?: string;
  sessionId?: string;
  /** The request's span, or a parent flow's (FlowTrace.parent). */
  parent?: Context;
  price?: PriceUsage;
}

const ENDED_BADLY = new Set(['ERROR', 'TIMEOUT', 'TERMINATED']);

/** The attributes a node's tokens become: the GenAI conventions Langfuse and LangSmith read, and the cost. */
export function usageAttributes(usage: TokenUsage | undefined, price?: PriceUsage): Attributes {
  if (!usage) return {};
  const out: Attributes = {
    'gen_ai.usage.input_tokens': usage.inputTokens,
    'gen_ai.usage.output_tokens': usage.outputTokens,
    'brains.usage.total_tokens': usage.totalTokens,
  };
  const models = usage.models?.map((m) => m.model).filter(Boolean) ?? [];
  if (usage.model) out['gen_ai.request.model'] = usage.model;
  else if (models.length) out['gen_ai.request.model'] = [...new Set(models)].join(',');
  if (usage.provider) out['gen_ai.provider.name'] = usage.provider;
  const usd = price?.(usage);
  if (usd !== undefined) out['brains.cost.usd'] = usd;
  return out;
}

function endWith(span: Span, status: string, error: string | undefined, extra: Attributes) {
  span.setAttributes(extra);
  if (ENDED_BADLY.has(status))
    span.setStatus({ code: SpanStatusCode.ERROR, ...(error ? { message: error } : {}) });
  else span.setStatus({ code: SpanStatusCode.OK });
  span.end();
}

function nodeTrace(tracer: Tracer, parent: Context, start: NodeSpanStart, price?: PriceUsage): NodeTrace {
  const span = tracer.startSpan(
    `node ${start.label}`,
    {
      attributes: {
        'brains.node.id': start.nodeId,
        'brains.node.type': start.nodeType,
        'brains.node.label': start.label,
        ...(start.iteration !== undefined ? { 'brains.node.iteration': start.iteration } : {}),
        ...(start.parentNodeId ? { 'brains.node.parent_id': start.parentNodeId } : {}),
      },
      ...(start.startTime !== undefined ? { startTime: start.startTime } : {}),
    },
    parent,
  );
  let ended = false;
  return {
    end(result: NodeSpanEnd) {
      if (ended) return;
      ended = true;
      for (const call of result.tools ?? [])
        span.addEvent('tool.call', {
          'gen_ai.tool.name': call.tool,
          'brains.tool.status': call.error ? 'ERROR' : 'FINISHED',
        });
      endWith(span, result.status, result.error, {
        'brains.node.status': result.status,
        ...usageAttributes(result.usage, price),
      });
    },
  };
}

/**
 * Starts a flow run's span (internal kind: no remote call of its own) and returns the FlowTrace
 * its nodes hang under; `onEnd` runs after the span ended (metrics, analytics routing).
 */
export function startFlowSpan(
  tracer: Tracer,
  start: FlowSpanStart,
  onEnd: (span: Span, result: FlowSpanEnd, seconds: number) => void,
): { trace: FlowTrace; span: Span } {
  const began = performance.now();
  const span = tracer.startSpan(
    `flow ${start.kind}`,
    {
      attributes: {
        'brains.flow.id': start.flowId,
        'brains.flow.kind': start.kind,
        ...(start.flowName ? { 'brains.flow.name': start.flowName } : {}),
        ...(start.sessionId ? { 'session.id': start.sessionId } : {}),
      },
    },
    start.parent,
  );
  const context = trace.setSpan(start.parent ?? ROOT_CONTEXT, span);
  let ended = false;
  return {
    span,
    trace: {
      parent: context,
      node: (node) => nodeTrace(tracer, context, node, start.price),
      end(result) {
        if (ended) return;
        ended = true;
        endWith(span, result.status, result.error, {
          'brains.flow.status': result.status,
          ...(result.executionId ? { 'brains.execution.id': result.executionId } : {}),
        });
        onEnd(span, result, (performance.now() - began) / 1000);
      },
    },
  };
}
