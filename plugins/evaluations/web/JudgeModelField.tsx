import { useMemo } from 'react';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { http } from '../../../host/web/http/http.ts';
import { useDefinitionsLoaded, useShell } from '../../../host/web/router/ShellContext.tsx';
import { type CredentialChoice, createNodeOptionsLoader, NodeInputsForm } from '../../flows/public-web.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

export interface JudgeModel {
  model: string;
  modelConfig: Record<string, unknown>;
}

/**
 * The judge's chat model, chosen with the very form the LLM node's model uses on the canvas
 * (provider, credential, model name, settings), so a judge is set up like any flow's model.
 */
export function JudgeModelField({
  value,
  onChange,
}: {
  value: JudgeModel;
  onChange(next: JudgeModel): void;
}) {
  const t = useT();
  const { registry } = useShell();
  useDefinitionsLoaded(registry); // re-renders once the node definitions read below are in
  const credentials =
    useLoaded<CredentialChoice[]>(() => http.get<CredentialChoice[]>('/credentials')).data ?? [];
  const llm = registry.nodes.get('llmAgentflow');
  const definition = useMemo(
    () => llm && { ...llm, label: t('Judge'), inputs: llm.inputs.filter((p) => p.name === 'llmModel') },
    [llm, t],
  );
  const loadOptions = useMemo(
    () =>
      createNodeOptionsLoader({
        nodeName: 'llmAgentflow',
        nodeId: 'judge_0',
        graph: () => ({ nodes: [], edges: [] }),
      }),
    [],
  );
  if (!definition) return null;
  return (
    <NodeInputsForm
      definition={definition}
      nodeId="judge_0"
      inputs={{ llmModel: value.model, llmModelConfig: value.modelConfig }}
      onChange={(inputs) =>
        onChange({
          model: typeof inputs.llmModel === 'string' ? inputs.llmModel : '',
          modelConfig: (inputs.llmModelConfig as Record<string, unknown> | undefined) ?? {},
        })
      }
      loadOptions={loadOptions}
      credentials={credentials}
      checkSyntax={async () => []}
    />
  );
}
