import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { InputParam, NodeDefinition } from '../../../../../node-registry/types.ts';
import { NodeInputsForm, type NodeInputsFormProps } from '../NodeInputsForm.tsx';

type Extra = Partial<Omit<NodeInputsFormProps, 'definition' | 'inputs' | 'onChange'>>;

/** A definition around some params, for tests. */
export function testDefinition(inputs: InputParam[], extra: Partial<NodeDefinition> = {}): NodeDefinition {
  return {
    name: 'testNode',
    label: 'Test Node',
    version: 1,
    type: 'Test',
    category: 'Agent Flows',
    icon: 'Bot24Regular',
    color: '#000000',
    description: 'For tests',
    baseClasses: ['Test'],
    inputs,
    ...extra,
  };
}

interface HarnessProps {
  definition: NodeDefinition;
  initial: Record<string, unknown>;
  extra: Extra;
  onEmit(inputs: Record<string, unknown>, changed: string): void;
}

/** Keeps the inputs like the canvas would. */
function Harness({ definition, initial, extra, onEmit }: HarnessProps) {
  const [inputs, setInputs] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <NodeInputsForm
        nodeId="testNode_0"
        loadOptions={async () => []}
        checkSyntax={async () => []}
        {...extra}
        definition={definition}
        inputs={inputs}
        onChange={(next, changed) => {
          onEmit(next, changed);
          setInputs(next);
        }}
      />
    </FluentProvider>
  );
}

/** Renders a NodeInputsForm; `latest()` is the last inputs it emitted and `changes` every change. */
export function renderNodeForm(
  definition: NodeDefinition,
  initial: Record<string, unknown> = {},
  extra: Extra = {},
) {
  let latest = initial;
  const changes: { inputs: Record<string, unknown>; changed: string }[] = [];
  const onEmit = (inputs: Record<string, unknown>, changed: string) => {
    latest = inputs;
    changes.push({ inputs, changed });
  };
  const result = render(<Harness definition={definition} initial={initial} extra={extra} onEmit={onEmit} />);
  return { ...result, latest: () => latest, changes };
}
