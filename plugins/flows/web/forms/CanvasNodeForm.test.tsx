import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowNode, FlowNodeData, Graph } from '../../../../node-registry/flow.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import { CanvasNodeForm } from './CanvasNodeForm.tsx';
import { structuredOutputKeys } from './structuredOutputKeys.ts';
import { option } from './testing/queries.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name) as (typeof agentflowNodes)[number];

afterEach(() => vi.unstubAllGlobals());

describe('CanvasNodeForm', { timeout: 30_000 }, () => {
  it('loads options from the node-options route with the flow, and writes inputs and display flags back', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const json = url.endsWith('/variables')
          ? [{ name: 'API_KEY' }]
          : url.endsWith('/credentials')
            ? []
            : [{ label: 'ChatOpenAI', name: 'chatOpenAI' }];
        return new Response(JSON.stringify(json), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const start: FlowNode = {
      id: 'startAgentflow_0',
      position: { x: 0, y: 0 },
      data: createNodeData(def('startAgentflow'), 'startAgentflow_0'),
    };
    const llm: FlowNode = {
      id: 'llmAgentflow_0',
      position: { x: 0, y: 0 },
      data: createNodeData(def('llmAgentflow'), 'llmAgentflow_0'),
    };
    const graph: Graph = { nodes: [start, llm], edges: [{ id: 'e', source: start.id, target: llm.id }] };
    const updates: Partial<FlowNodeData>[] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <CanvasNodeForm
          node={llm}
          definition={def('llmAgentflow')}
          graph={graph}
          flowId="f1"
          onUpdate={(p) => updates.push(p)}
        />
      </FluentProvider>,
    );
    fireEvent.click(await screen.findByLabelText('Model'));
    await waitFor(() => option('ChatOpenAI'));
    fireEvent.click(option('ChatOpenAI'));
    expect(updates.at(-1)?.inputs?.llmModel).toBe('chatOpenAI');
    const post = calls.find((c) => c.url.includes('/node-load-method/llmAgentflow'));
    expect(post?.body).toMatchObject({ loadMethod: 'listModels', nodeId: 'llmAgentflow_0', flowId: 'f1' });
    const posted = (post?.body as { flow: Graph } | undefined)?.flow.nodes ?? [];
    expect(posted.map((n) => n.id)).toEqual(['startAgentflow_0', 'llmAgentflow_0']);
    fireEvent.click(screen.getByLabelText('Enable Memory'));
    const last = updates.at(-1);
    expect(last?.inputs?.llmEnableMemory).toBe(false);
    expect(last?.inputParams?.find((p) => p.name === 'llmMemoryType')?.display).toBe(false);
  });
});

describe('structuredOutputKeys', () => {
  it('reads the keys of structured-output rows', () => {
    expect(
      structuredOutputKeys({
        llmStructuredOutput: [{ key: 'answer' }, { key: ' ' }, { key: 'answer' }],
        other: [{ key: 'x' }],
      }),
    ).toEqual(['answer']);
  });
});
