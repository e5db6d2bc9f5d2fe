import { useEffect, useMemo, useRef, useState } from 'react';
import { http } from '../../../../host/web/http/http.ts';
import type { FlowNode, FlowNodeData, Graph } from '../../../../node-registry/flow.ts';
import { showHideInputParams } from '../../../../node-registry/rules/showHideInputParams.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { buildVariableSuggestions } from '../../common/forms/variableSuggestions.ts';
import type { CredentialChoice } from './CredentialPicker.tsx';
import { NodeInputsForm } from './NodeInputsForm.tsx';
import { createNodeOptionsLoader } from './nodeOptionsClient.ts';
import { structuredOutputKeys } from './structuredOutputKeys.ts';

interface Props {
  node: FlowNode;
  definition: NodeDefinition;
  /** The flow as the canvas has it now. */
  graph: Graph;
  flowId?: string;
  /** Applies a change to the node's data (inputs, inputParams display flags, credential). */
  onUpdate(patch: Partial<FlowNodeData>): void;
}

/** Lists the panel reads once per mount; a failure leaves the list empty (the form still works). */
function useList<T>(path: string): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    http.get<T[]>(path).then(
      (list) => live && setItems(Array.isArray(list) ? list : []),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return items;
}

/**
 * NodeInputsForm wired to a canvas node: suggestions from the flow ($vars from GET /variables),
 * options from the node-options plugin, credentials from GET /credentials, and each change
 * written back with the params' display flags updated (the peer's node data shape; the
 * credential also as FLOWISE_CREDENTIAL_ID in the inputs, where the peer keeps it).
 */
export function CanvasNodeForm({ node, definition, graph, flowId, onUpdate }: Props) {
  const graphRef = useRef(graph);
  graphRef.current = graph;
  const variables = useList<{ name: string }>('/variables');
  const credentials = useList<CredentialChoice>('/credentials');
  const inputs = node.data.inputs ?? {};
  const outputKeys = structuredOutputKeys(inputs).join('\n');
  const variableNames = variables.map((v) => v.name).join('\n');
  const suggestions = useMemo(
    () =>
      buildVariableSuggestions({
        graph,
        nodeId: node.id,
        variables: variableNames ? variableNames.split('\n') : [],
        outputKeys: outputKeys ? outputKeys.split('\n') : [],
      }),
    [graph, node.id, variableNames, outputKeys],
  );
  const loadOptions = useMemo(
    () =>
      createNodeOptionsLoader({
        nodeName: definition.name,
        nodeId: node.id,
        flowId,
        graph: () => graphRef.current,
      }),
    [definition.name, node.id, flowId],
  );
  const params = node.data.inputParams?.length ? node.data.inputParams : definition.inputs;
  return (
    <NodeInputsForm
      definition={definition}
      nodeId={node.id}
      inputParams={node.data.inputParams}
      inputs={inputs}
      suggestions={suggestions}
      loadOptions={loadOptions}
      credentials={credentials}
      credential={node.data.credential}
      onCredentialChange={(id) =>
        onUpdate({
          credential: id || undefined,
          inputs: { ...inputs, FLOWISE_CREDENTIAL_ID: id || undefined },
        })
      }
      onChange={(next) => onUpdate({ inputs: next, inputParams: showHideInputParams(params, next) })}
    />
  );
}
