import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { executionCost } from '../common/executionCost.ts';
import { buildExecutionTree } from '../common/executionTree.ts';
import type { ExecutedNodeRun } from '../common/executionTypes.ts';
import { BUILT_IN_PRICES } from '../common/modelPrices.ts';
import { NodeRunPanel } from './NodeRunPanel.tsx';
import { RunTree } from './RunTree.tsx';

const runs: ExecutedNodeRun[] = [
  {
    nodeId: 'startAgentflow_0',
    nodeLabel: 'Start',
    data: { input: {}, output: { question: 'hi' }, timeMetadata: { start: 0, end: 5, delta: 5 } },
    previousNodeIds: [],
    status: 'FINISHED',
  },
  {
    nodeId: 'llmAgentflow_0',
    nodeLabel: 'Ask model',
    data: {
      input: { messages: [] },
      output: {},
      error: 'Model said no',
      timeMetadata: { start: 5, end: 1505, delta: 1500 },
      usageMetadata: {
        inputTokens: 7,
        outputTokens: 3,
        totalTokens: 10,
        provider: 'chatOpenAI',
        model: 'gpt-4o',
      },
    },
    previousNodeIds: ['startAgentflow_0'],
    status: 'ERROR',
  },
  {
    nodeId: 'agentAgentflow_0',
    nodeLabel: 'Agent',
    data: {
      timeMetadata: { start: 1505, end: 1600, delta: 95 },
      usageMetadata: {
        inputTokens: 1_000_100,
        outputTokens: 0,
        totalTokens: 1_000_100,
        models: [
          {
            provider: 'chatOpenAI',
            model: 'gpt-4o-mini',
            inputTokens: 1_000_000,
            outputTokens: 0,
            totalTokens: 1_000_000,
          },
          { provider: 'chatOllama', model: 'llama3.1', inputTokens: 100, outputTokens: 0, totalTokens: 100 },
        ],
      },
    },
    previousNodeIds: ['llmAgentflow_0'],
    status: 'FINISHED',
  },
];
const costs = executionCost(runs, BUILT_IN_PRICES).runs;

const wrap = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('run details', () => {
  it('lists runs with duration, tokens and status, and selects one by click or Enter', () => {
    const onSelect = vi.fn();
    wrap(
      <RunTree items={buildExecutionTree(runs)} runs={runs} costs={costs} selected={0} onSelect={onSelect} />,
    );
    const items = screen.getAllByRole('treeitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.textContent).toContain('1.5 s');
    expect(items[1]?.textContent).toContain('10 tokens');
    // gpt-4o: 7 in * $2.50 + 3 out * $10 per 1M
    expect(items[1]?.textContent).toContain('< $0.0001');
    expect(items[0]?.querySelector('[data-cost]')).toBeNull();
    const partial = items[2]?.querySelector('[data-cost]');
    expect(partial?.textContent).toBe('≥ $0.15');
    expect(partial?.getAttribute('title')).toBe('Partial: No price known for llama3.1');
    expect(items[1]?.textContent).toContain('Error');
    fireEvent.click(items[1] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith(1);
    onSelect.mockClear();
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });
  it('shows a failed node with its error, timing and tokens', () => {
    wrap(<NodeRunPanel run={runs[1] as ExecutedNodeRun} cost={costs[1]} />);
    expect(screen.getByText('Model said no')).toBeTruthy();
    expect(screen.getByText('Duration: 1.5 s')).toBeTruthy();
    expect(screen.getByText('Tokens: 7 in / 3 out / 10 total')).toBeTruthy();
    expect(screen.getByText('Model: gpt-4o')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Input of Ask model' })).toBeTruthy();
  });
  it('shows the cost of a node by model, naming the model without a price', () => {
    wrap(<NodeRunPanel run={runs[2] as ExecutedNodeRun} cost={costs[2]} />);
    expect(screen.getByTitle('Partial: No price known for llama3.1').textContent).toBe('≥ $0.15');
    const lines = screen.getByRole('list', { name: 'Cost of Agent by model' });
    expect(lines.textContent).toContain('gpt-4o-mini: 1000000 in / 0 out, $0.15');
    expect(lines.textContent).toContain('llama3.1: 100 in / 0 out, no price known');
  });
});
