import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../../../host/web/i18n/i18n.ts';
import { canvasActions } from '../../../../../../host/web/stores/canvas.ts';
import type { Flow } from '../../../../../../node-registry/flow.ts';
import { definitionFromSavedNode } from '../../../../../../node-registry/testing/definitionFromSavedNode.ts';
import type { NodeDefinition } from '../../../../../../node-registry/types.ts';
import chatflow from '../../../../../chatflow/index.ts';
import { type NodeMessages, NodeTextProvider } from '../../../forms/NodeTextContext.tsx';
import type { FlowRecord } from '../../../../common/flowTypes.ts';
import { canvasConfigOf } from '../../canvasConfig.ts';
import { FlowEditor } from '../../FlowEditor.tsx';

const FIXTURE = join(
  import.meta.dirname,
  '../../../../../../../shared/fixtures/flowise-templates/chatflows/Conversational Retrieval QA Chain.json',
);
const template = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Flow;
const flow: Flow = { nodes: template.nodes, edges: template.edges };

/** Definitions made from the fixture's own nodes (the catalogue is other helpers' work). */
const definitions: NodeDefinition[] = [
  ...new Map(
    flow.nodes.map((n) => {
      const def = definitionFromSavedNode(n);
      if (def.name === 'faiss') def.unavailable = 'Faiss needs a native library this server does not have.';
      if (def.name === 'stickyNote') Object.assign(def, { hideInput: true, hideOutput: true });
      return [def.name, def] as const;
    }),
  ).values(),
];
const config = canvasConfigOf(chatflow.flowKinds![0]!, definitions);

const sizes = {
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
};
beforeAll(() => {
  // What @xyflow/react needs beyond jsdom (its testing guide): DOMMatrix and element sizes.
  globalThis.DOMMatrixReadOnly ??= class {
    m22 = 1;
  } as unknown as typeof DOMMatrixReadOnly;
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 50 },
    offsetWidth: { configurable: true, get: () => 300 },
  });
});
afterAll(() => {
  for (const [name, d] of Object.entries(sizes)) if (d) Object.defineProperty(HTMLElement.prototype, name, d);
});
afterEach(() => act(() => canvasActions.removeDirty()));

const now = new Date().toISOString();
const record: FlowRecord = {
  id: 'c1',
  name: 'Retrieval',
  type: 'CHATFLOW',
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

function renderEditor(saved: FlowRecord | null, savedFlow: Flow | null, messages?: NodeMessages) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <NodeTextProvider messages={messages}>
        <Router hook={memoryLocation({ path: '/canvas' }).hook}>
          <ReactFlowProvider>
            <div style={{ width: 1400, height: 900, display: 'flex', flexDirection: 'column' }}>
              <FlowEditor
                config={config}
                definitions={definitions}
                record={saved}
                flow={savedFlow}
                onReplace={() => {}}
              />
            </div>
          </ReactFlowProvider>
        </Router>
      </NodeTextProvider>
    </FluentProvider>,
  );
}

describe('typed nodes on the canvas (jsdom)', { timeout: 60_000 }, () => {
  it("draws a peer chatflow's nodes with their typed anchors, params, output choice and unavailability", async () => {
    renderEditor(record, flow);
    const chain = await screen.findByTestId('node-conversationalRetrievalQAChain_0');
    for (const n of flow.nodes) expect(screen.getByTestId(`node-${n.id}`)).toBeTruthy();
    expect(screen.queryByText(/Unknown type/)).toBeNull();

    // Input anchors: label, type, list mark; each handle carries the peer's id.
    expect(within(chain).getByText('BaseRetriever')).toBeTruthy();
    expect(within(chain).getByText('Moderation · list')).toBeTruthy();
    expect(
      within(chain).getByTestId('handle-conversationalRetrievalQAChain_0-input-model-BaseChatModel'),
    ).toBeTruthy();

    // The vector store offers one of its outputs: the saved choice, with the others to pick.
    const faiss = screen.getByTestId('node-faiss_0');
    expect(within(faiss).getByTestId('node-unavailable').textContent).toContain(
      'Faiss needs a native library',
    );
    const choice = within(faiss).getByLabelText('Faiss: Output') as HTMLSelectElement;
    expect(choice.value).toBe('retriever');
    expect(
      within(faiss).getByTestId('handle-faiss_0-output-retriever-Faiss|VectorStoreRetriever|BaseRetriever'),
    ).toBeTruthy();
    expect(
      within(faiss).queryByTestId('handle-faiss_0-output-vectorStore-Faiss|SaveableVectorStore|VectorStore'),
    ).toBeNull();

    // Params in short: a value, and the sticky note's text in place.
    const splitter = screen.getByTestId('node-recursiveCharacterTextSplitter_0');
    expect(within(splitter).getByText('Chunk Size')).toBeTruthy();
    expect(within(screen.getByTestId('node-stickyNote_0')).getByLabelText('Sticky note')).toBeTruthy();

    // Choosing the store output swaps the handle; the edge from the retriever output goes.
    fireEvent.change(choice, { target: { value: 'vectorStore' } });
    await waitFor(() =>
      expect(
        within(faiss).getByTestId('handle-faiss_0-output-vectorStore-Faiss|SaveableVectorStore|VectorStore'),
      ).toBeTruthy(),
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    // Edit opens the node's form.
    fireEvent.click(within(splitter).getByText('Edit'));
    expect(await screen.findByTestId('node-panel')).toBeTruthy();
  });

  it('starts a new chatflow empty (no start node) and adds a typed node from the palette', async () => {
    renderEditor(null, null);
    expect(screen.getByTestId('flow-name').textContent).toBe('Untitled Chatflow');
    const group = await screen.findByLabelText('Chat Models');
    fireEvent.keyDown(within(group).getByTestId('palette-chatMistralAI'), { key: 'Enter' });
    const node = await screen.findByTestId('node-chatMistralAI_0');
    expect(
      within(node).getByTestId(
        'handle-chatMistralAI_0-output-chatMistralAI-ChatMistralAI|BaseChatModel|BaseLanguageModel|Runnable',
      ),
    ).toBeTruthy();
  });

  it("in German: the node's category, anchors, params and output choices from the chatflow catalogue", async () => {
    await act(() => setLanguage('de'));
    try {
      // the chatflow plugin's German node texts, as its manifest contributes them
      const german = await chatflow.nodeMessages?.de?.();
      const faiss = {
        'Faiss needs a native library this server does not have.': 'Faiss braucht eine native Bibliothek.',
      };
      renderEditor(record, flow, { de: { ...german, ...faiss } });
      const chain = await screen.findByTestId('node-conversationalRetrievalQAChain_0');
      expect(within(chain).getByText('Ketten')).toBeTruthy();
      expect(within(chain).getByText('Chat-Modell')).toBeTruthy();
      expect(within(chain).getByText('Moderation der Eingabe')).toBeTruthy();
      expect(within(chain).getByText('Eingänge')).toBeTruthy();
      const splitter = screen.getByTestId('node-recursiveCharacterTextSplitter_0');
      expect(within(splitter).getByText('Chunk-Größe')).toBeTruthy();
      expect(within(splitter).queryByText('Chunk Size')).toBeNull();
      const textFile = screen.getByTestId('node-textFile_0');
      expect(within(textFile).getByText('Textdatei')).toBeTruthy();
      const choice = within(textFile).getByLabelText('Textdatei: Ausgabe') as HTMLSelectElement;
      expect([...choice.options].map((o) => o.textContent)).toEqual(['Dokument', 'Text']);
      expect(within(textFile).getByText('Textsplitter')).toBeTruthy();
      expect(within(textFile).getByText('TXT-Datei')).toBeTruthy();
      // why a node cannot run here is a node text too
      expect(screen.getByTestId('node-faiss_0').textContent).toContain(
        'Hier nicht verfügbar: Faiss braucht eine native Bibliothek.',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
