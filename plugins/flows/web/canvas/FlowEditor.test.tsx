import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canvas, canvasActions } from '../../../../host/web/stores/canvas.ts';
import type { Flow } from '../../../../node-registry/flow.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import agentflow from '../../../agentflow/index.ts';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { canvasConfigOf } from './canvasConfig.ts';
import { FlowEditor } from './FlowEditor.tsx';

const agentflowCanvasConfig = canvasConfigOf(agentflow.flowKinds![0]!, agentflowNodes);

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;

const sizes = {
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
};
beforeAll(() => {
  // What @xyflow/react needs from a browser beyond jsdom (its testing guide): a DOMMatrix for the
  // viewport and element sizes, so nodes count as measured.
  globalThis.DOMMatrixReadOnly ??= class {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
      this.m22 = scale !== undefined ? Number(scale) : 1;
    }
  } as unknown as typeof DOMMatrixReadOnly;
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 50 },
    offsetWidth: { configurable: true, get: () => 180 },
  });
});
afterAll(() => {
  for (const [name, d] of Object.entries(sizes)) if (d) Object.defineProperty(HTMLElement.prototype, name, d);
});
afterEach(() => act(() => canvasActions.removeDirty()));

function renderEditor(record: FlowRecord | null = null, flow: Flow | null = null) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <Router hook={memoryLocation({ path: '/v2/agentcanvas' }).hook}>
        <ReactFlowProvider>
          <div style={{ width: 1200, height: 800, display: 'flex', flexDirection: 'column' }}>
            <FlowEditor
              config={agentflowCanvasConfig}
              definitions={agentflowNodes}
              record={record}
              flow={flow}
              onReplace={() => {}}
            />
          </div>
        </ReactFlowProvider>
      </Router>
    </FluentProvider>,
  );
}

const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey: true, bubbles: true, ...init }));
  });

describe('FlowEditor (jsdom)', { timeout: 60_000 }, () => {
  it('starts a new flow with its Start node, adds a node from the palette by keyboard, undoes and redoes', async () => {
    renderEditor();
    expect(await screen.findByTestId('node-startAgentflow_0')).toBeTruthy();
    expect(screen.getByTestId('flow-name').textContent).toBe('Untitled Agentflow');
    expect(canvas.isDirty).toBe(false);
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    fireEvent.keyDown(screen.getByTestId('palette-llmAgentflow'), { key: 'Enter' });
    expect(await screen.findByTestId('node-llmAgentflow_0')).toBeTruthy();
    expect(canvas.isDirty).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    key('z');
    await waitFor(() => expect(screen.queryByTestId('node-llmAgentflow_0')).toBeNull());
    key('z', { shiftKey: true });
    expect(await screen.findByTestId('node-llmAgentflow_0')).toBeTruthy();

    // A second Start is refused: a flow has one.
    fireEvent.keyDown(screen.getByTestId('palette-startAgentflow'), { key: 'Enter' });
    expect(screen.queryByTestId('node-startAgentflow_1')).toBeNull();
  });

  it('opens a saved flow clean, with its nodes and name, nothing to undo', async () => {
    const start = { id: 'startAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 } };
    const llm = { id: 'llmAgentflow_0', type: 'agentFlow', position: { x: 300, y: 0 } };
    const flow: Flow = {
      nodes: [
        { ...start, data: createNodeData(def('startAgentflow'), start.id) },
        { ...llm, data: createNodeData(def('llmAgentflow'), llm.id) },
      ],
      edges: [
        {
          id: 'e1',
          source: start.id,
          target: llm.id,
          sourceHandle: 'startAgentflow_0-output-startAgentflow',
          targetHandle: llm.id,
          type: 'agentFlow',
        },
      ],
    };
    const now = new Date().toISOString();
    const record: FlowRecord = {
      id: 'f1',
      name: 'Saved one',
      type: 'AGENTFLOW',
      deployed: false,
      isPublic: false,
      apikeyid: null,
      chatbotConfig: null,
      apiConfig: null,
      analytic: null,
      category: null,
      workspaceId: 'w',
      createdDate: now,
      updatedDate: now,
      flowData: JSON.stringify(flow),
    };
    renderEditor(record, flow);
    expect(await screen.findByTestId('node-llmAgentflow_0')).toBeTruthy();
    expect(screen.getByTestId('node-startAgentflow_0')).toBeTruthy();
    expect(screen.getByTestId('flow-name').textContent).toBe('Saved one');
    // Edges are drawn once handles are measured, which needs layout jsdom does not have (e2e covers it).
    expect(canvas.isDirty).toBe(false);
    expect(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }).hasAttribute('disabled')).toBe(true);
  });
});
