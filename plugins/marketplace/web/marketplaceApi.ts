import { http } from '../../../host/web/http/http.ts';
import { FLOW_TYPE_OF, type MarketplaceTemplate } from '../common/templateTypes.ts';

export interface TemplateMeta {
  name?: string;
  description?: string;
  usecases?: string[];
  badge?: string | null;
}

/** Where a saved flow of each type opens. */
const CANVAS: Record<string, string> = {
  AGENTFLOW: '/v2/agentcanvas',
  CHATFLOW: '/canvas',
  MULTIAGENT: '/agentcanvas',
};

/** The templates plugin's calls: /marketplaces, and /chatflows and /tools to use a template. */
export const marketplaceApi = {
  builtin: () => http.get<MarketplaceTemplate[]>('/marketplaces/templates'),
  custom: () => http.get<(MarketplaceTemplate & { shared?: boolean })[]>('/marketplaces/custom'),
  save: (body: TemplateMeta & { name: string; chatflowId?: string; tool?: Record<string, unknown> }) =>
    http.post<MarketplaceTemplate>('/marketplaces/custom', body),
  update: (id: string, body: TemplateMeta) =>
    http.put<MarketplaceTemplate>(`/marketplaces/custom/${id}`, body),
  remove: (id: string) => http.delete<void>(`/marketplaces/custom/${id}`),

  /**
   * Makes the template a flow (or a tool) of the current workspace; answers where to go next. A
   * flow's model choices keep no credential: the user picks theirs on the canvas.
   */
  async use(t: MarketplaceTemplate): Promise<{ path: string; kind: 'flow' | 'tool'; name: string }> {
    if (t.type === 'Tool') {
      const tool = await http.post<{ id: string; name: string }>('/tools', {
        name: t.name ?? t.templateName.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
        description: t.description,
        ...(t.color ? { color: t.color } : {}),
        schema: t.schema ?? '{"type":"object","properties":{}}',
        func: t.func ?? '',
      });
      return { path: '/tools', kind: 'tool', name: tool.name };
    }
    const type = FLOW_TYPE_OF[t.type];
    const flow = await http.post<{ id: string; name: string }>('/chatflows', {
      name: t.templateName,
      flowData: t.flowData,
      type,
    });
    return { path: `${CANVAS[type] ?? '/v2/agentcanvas'}/${flow.id}`, kind: 'flow', name: flow.name };
  },
};
