// Test-only page (served by vite inside tests/e2e/node-forms.spec.ts, never part of the product
// build): one node's form in a side-panel-sized column, light or dark, for screenshots and for
// checking the lazily loaded esbuild-wasm in a real browser.
import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppTheme } from '../../../host/web/theme/theme.ts';
import type { FlowNode, Graph } from '../../../node-registry/flow.ts';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { agentflowNodes } from '../../../plugins/agentflow/definitions.ts';
import { buildVariableSuggestions } from '../../../plugins/flows/common/forms/variableSuggestions.ts';
import { NodeInputsForm } from '../../../plugins/flows/web/forms/NodeInputsForm.tsx';

const params = new URLSearchParams(location.search);
const name = params.get('node') ?? 'llmAgentflow';
const dark = params.get('theme') === 'dark';
const definition = agentflowNodes.find((d) => d.name === name);

// Sample answers standing in for the server's load methods on this test page only.
const SAMPLE_OPTIONS: Record<string, OptionItem[]> = {
  listModels: [
    { label: 'ChatOpenAI', name: 'chatOpenAI' },
    { label: 'ChatAnthropic', name: 'chatAnthropic' },
  ],
  listTools: [{ label: 'add_numbers', name: 'add_numbers', description: 'Adds two numbers' }],
  listFlows: [{ label: 'Support bot', name: 'f1', description: 'Chatflow' }],
  listRuntimeStateKeys: [{ label: 'topic', name: 'topic' }],
  listPreviousNodes: [{ label: 'LLM 0', name: 'llmAgentflow_0-LLM 0' }],
};

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: '16px',
    boxSizing: 'border-box',
  },
  panel: {
    width: '380px',
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  title: { margin: '0 0 12px', fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground1 },
});

function Fixture() {
  const styles = useStyles();
  const id = `${name}_0`;
  const [inputs, setInputs] = useState(() =>
    definition ? (createNodeData(definition, id).inputs ?? {}) : {},
  );
  if (!definition) return <p>Unknown node {name}</p>;
  const start: FlowNode = {
    id: 'startAgentflow_0',
    position: { x: 0, y: 0 },
    data: {
      id: 'startAgentflow_0',
      name: 'startAgentflow',
      label: 'Start',
      inputs: { startState: [{ key: 'topic', value: '' }] },
    },
  };
  const llm: FlowNode = {
    id: 'llmAgentflow_0',
    position: { x: 0, y: 0 },
    data: { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'LLM 0' },
  };
  const self: FlowNode = {
    id,
    position: { x: 0, y: 0 },
    data: { id, name, label: definition.label, inputs },
  };
  const graph: Graph = {
    nodes: [start, llm, self],
    edges: [
      { id: 'a', source: start.id, target: llm.id },
      { id: 'b', source: llm.id, target: id },
    ],
  };
  return (
    <div className={styles.page}>
      <div className={styles.panel} data-testid="form-panel">
        <h1 className={styles.title}>{definition.label}</h1>
        <NodeInputsForm
          definition={definition}
          nodeId={id}
          inputs={inputs}
          onChange={setInputs}
          suggestions={buildVariableSuggestions({ graph, nodeId: id, variables: ['API_KEY'] })}
          loadOptions={async (method) => SAMPLE_OPTIONS[method] ?? []}
          credentials={[{ id: 'c1', name: 'Bearer token', credentialName: 'httpBearerToken' }]}
        />
      </div>
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <FluentProvider theme={createAppTheme(dark)}>
      <Fixture />
    </FluentProvider>,
  );
}
