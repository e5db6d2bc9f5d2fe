import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildExecutionTree } from '../common/executionTree.ts';
import type { ExecutedNodeRun } from '../common/executionTypes.ts';
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
      usageMetadata: { inputTokens: 7, outputTokens: 3, totalTokens: 10 },
    },
    previousNodeIds: ['startAgentflow_0'],
    status: 'ERROR',
  },
];

const wrap = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('run details', () => {
  it('lists runs with duration, tokens and status, and selects one by click or Enter', () => {
    const onSelect = vi.fn();
    wrap(<RunTree items={buildExecutionTree(runs)} runs={runs} selected={0} onSelect={onSelect} />);
    const items = screen.getAllByRole('treeitem');
    expect(items).toHaveLength(2);
    expect(items[1]?.textContent).toContain('1.5 s');
    expect(items[1]?.textContent).toContain('10 tokens');
    expect(items[1]?.textContent).toContain('Error');
    fireEvent.click(items[1] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith(1);
    onSelect.mockClear();
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });
  it('shows a failed node with its error, timing and tokens', () => {
    wrap(<NodeRunPanel run={runs[1] as ExecutedNodeRun} />);
    expect(screen.getByText('Model said no')).toBeTruthy();
    expect(screen.getByText('Duration: 1.5 s')).toBeTruthy();
    expect(screen.getByText('Tokens: 7 in / 3 out / 10 total')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Input of Ask model' })).toBeTruthy();
  });
});
