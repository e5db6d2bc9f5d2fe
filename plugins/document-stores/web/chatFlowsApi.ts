import { http } from '../../../host/web/http/http.ts';
import type { Flow } from '../../../node-registry/flow.ts';

interface FlowRow {
  id: string;
  name: string;
}

/** The flows API calls Chat with Documents makes (the flows plugin's HTTP routes). */
export const chatFlowsApi = {
  agentflows: () => http.get<FlowRow[]>('/chatflows', { query: { type: 'AGENTFLOW' } }),
  create: (name: string, flow: Flow) =>
    http.post<FlowRow>('/chatflows', { name, type: 'AGENTFLOW', flowData: JSON.stringify(flow) }),
};

/** The node-options plugin's HTTP route behind the model dropdown (the flow is not saved yet). */
export function loadModelOptions(nodeName: string) {
  return (loadMethod: string, inputs: Record<string, unknown>) =>
    http.post<{ label: string; name: string }[]>(`/node-load-method/${encodeURIComponent(nodeName)}`, {
      loadMethod,
      inputs,
      flow: { nodes: [], edges: [] },
      nodeId: `${nodeName}_0`,
    });
}
