import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useShell } from '../../../host/web/router/ShellContext.tsx';
import { type CanvasAction, FlowCanvasPage } from '../../flows/public-web.ts';
import { convertToV2 } from '../common/convertToV2.ts';
import { type ConvertResult, ConvertResultDialog } from './ConvertResultDialog.tsx';

/**
 * /agentcanvas[/:id]: the shared canvas serving the MULTIAGENT kind (agentflow v1), with "Convert
 * to Agentflow v2" in its flow menu: the flow as it is on the canvas becomes a new v2 flow.
 */
export default function MultiAgentCanvasPage() {
  const { registry } = useShell();
  const [, navigate] = useLocation();
  const [result, setResult] = useState<ConvertResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = useMemo<CanvasAction[]>(
    () => [
      {
        label: 'Convert to Agentflow v2',
        async run(flow, record) {
          try {
            await registry.loadDefinitions();
            const defs = new Map(
              [...registry.flowKindNodes('AGENTFLOW'), ...registry.flowKindNodes('MULTIAGENT')].map((d) => [
                d.name,
                d,
              ]),
            );
            const converted = convertToV2(flow, (name) => defs.get(name));
            const name = `${record.name} (v2)`;
            const created = await http.post<{ id: string }>('/chatflows', {
              name,
              type: 'AGENTFLOW',
              flowData: JSON.stringify(converted.flow),
            });
            setResult({ id: created.id, name, notConverted: converted.notConverted });
          } catch (err) {
            setError(errorMessage(err));
          }
        },
      },
    ],
    [registry],
  );
  const close = () => {
    setResult(null);
    setError(null);
  };
  return (
    <>
      <FlowCanvasPage type="MULTIAGENT" actions={actions} />
      <ConvertResultDialog
        result={result}
        error={error}
        onClose={close}
        onOpen={(id) => {
          close();
          navigate(`/v2/agentcanvas/${id}`);
        }}
      />
    </>
  );
}
