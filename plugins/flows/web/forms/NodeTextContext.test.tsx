import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../host/web/i18n/i18n.ts';
import type { Diagnostic } from '../../../../node-registry/flow.ts';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import '../canvas/canvasMessages.ts';
import { ValidationPanel } from '../canvas/ValidationPanel.tsx';
import { NodeInputsForm } from './NodeInputsForm.tsx';
import { type NodeMessages, NodeTextProvider } from './NodeTextContext.tsx';
import { option } from './testing/queries.ts';

const llm = agentflowNodes.find((d) => d.name === 'llmAgentflow')!;
const toolNode = agentflowNodes.find((d) => d.name === 'toolAgentflow')!;
/** A plugin's node catalogue as a canvas page passes it (the agent flows' own is checked in tests/architecture). */
const GERMAN: NodeMessages = {
  de: {
    'Enable Memory': 'Gedächtnis einschalten',
    'Remember earlier messages of this conversation': 'Frühere Nachrichten dieses Gesprächs behalten',
    Model: 'Modell',
    Message: 'Nachricht',
    'Return Response As': 'Antwort zurückgeben als',
    'Assistant Message': 'Assistentennachricht',
    'JSON Structured Output': 'Strukturierte JSON-Ausgabe',
    Description: 'Beschreibung',
    Calculator: 'Rechner',
    'Evaluates arithmetic expressions': 'Wertet Rechenausdrücke aus',
  },
};

function renderForm(messages: NodeMessages | undefined, onChange: (inputs: Record<string, unknown>) => void) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <NodeTextProvider messages={messages}>
        <NodeInputsForm
          nodeId="llmAgentflow_0"
          definition={llm}
          inputs={{ llmMessages: [{ role: 'system', content: '' }] }}
          loadOptions={async () => []}
          checkSyntax={async () => []}
          onChange={onChange}
        />
      </NodeTextProvider>
    </FluentProvider>,
  );
}

describe('node texts in the reader language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("German: labels, descriptions, options and row headings from the plugin's catalogue; the saved value stays the option's name", async () => {
    await act(() => setLanguage('de'));
    let latest: Record<string, unknown> = {};
    renderForm(GERMAN, (next) => {
      latest = next;
    });
    expect(screen.getByText('Gedächtnis einschalten')).toBeTruthy();
    expect(screen.getByText('Frühere Nachrichten dieses Gesprächs behalten')).toBeTruthy();
    expect(screen.getByText('Modell ist erforderlich')).toBeTruthy();
    // an array row: the singular of the list's label, numbered
    expect(document.querySelector('section[aria-label="Nachricht 1"]')).not.toBeNull();
    fireEvent.click(screen.getByLabelText('Antwort zurückgeben als'));
    fireEvent.click(option('Assistentennachricht'));
    expect(latest.llmReturnResponseAs).toBe('assistantMessage');
    // the definition keeps its English
    expect(llm.inputs.find((p) => p.name === 'llmEnableMemory')?.label).toBe('Enable Memory');
  });

  it('English, and German on a canvas that brings no node catalogue: the definitions as written', async () => {
    const english = renderForm(GERMAN, () => {});
    expect(screen.getByText('Enable Memory')).toBeTruthy();
    expect(screen.getByText('Model is required')).toBeTruthy();
    english.unmount();
    await act(() => setLanguage('de'));
    renderForm(undefined, () => {});
    expect(screen.getByText('Enable Memory')).toBeTruthy();
    // the form's own texts are the UI catalogue's, German either way
    expect(screen.getByText('Model ist erforderlich')).toBeTruthy();
  });

  it("a listed option's texts in German only where the server marks them ours: a saved tool named Calculator stays Calculator", async () => {
    await act(() => setLanguage('de'));
    const listed = [
      {
        label: 'Calculator',
        name: 'calculator',
        description: 'Evaluates arithmetic expressions',
        ourTexts: ['label', 'description'] as ('label' | 'description')[],
      },
      {
        label: 'Calculator',
        name: '0b6f7c1e-0000-4000-8000-000000000001',
        description: 'Evaluates arithmetic expressions',
      },
    ];
    render(
      <FluentProvider theme={webLightTheme}>
        <NodeTextProvider messages={GERMAN}>
          <NodeInputsForm
            nodeId="toolAgentflow_0"
            definition={toolNode}
            inputs={{}}
            loadOptions={async () => listed}
            checkSyntax={async () => []}
            onChange={() => {}}
          />
        </NodeTextProvider>
      </FluentProvider>,
    );
    fireEvent.click(await screen.findByLabelText('Tool'));
    const texts = [...document.querySelectorAll('[role="option"]')].map((el) => el.textContent);
    expect(texts).toEqual([
      'RechnerWertet Rechenausdrücke aus',
      'CalculatorEvaluates arithmetic expressions',
    ]);
  });

  it("the validation list says a rule's message with its node texts in German, and a message without values by itself", async () => {
    await act(() => setLanguage('de'));
    const diagnostics: Diagnostic[] = [
      {
        nodeId: 'llmAgentflow_0',
        message: 'Model is required',
        say: { text: '{{label}} is required', values: {}, nodeValues: { label: 'Model' } },
        severity: 'error',
      },
      {
        nodeId: 'llmAgentflow_0',
        message: 'JSON Structured Output 1: Description is required',
        say: {
          text: '{{list}} {{row}}: {{label}} is required',
          values: { row: 1 },
          nodeValues: { list: 'JSON Structured Output', label: 'Description' },
        },
        severity: 'error',
      },
      { message: 'Add a Start node: an agent flow begins with exactly one.', severity: 'error' },
    ];
    render(
      <FluentProvider theme={webLightTheme}>
        <NodeTextProvider messages={GERMAN}>
          <ValidationPanel
            diagnostics={diagnostics}
            labelOf={() => 'LLM'}
            onPick={() => {}}
            onClose={() => {}}
          />
        </NodeTextProvider>
      </FluentProvider>,
    );
    const items = screen.getAllByTestId('validation-item').map((el) => el.textContent);
    expect(items).toEqual([
      'Modell ist erforderlichLLM',
      'Strukturierte JSON-Ausgabe 1: Beschreibung ist erforderlichLLM',
      'Fügen Sie einen Start-Knoten hinzu: Ein Agent-Flow beginnt mit genau einem.',
    ]);
  });
});
