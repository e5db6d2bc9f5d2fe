import type { MarketplaceTemplate } from './templateTypes.ts';

export interface TemplateFilter {
  search: string;
  types: string[];
  usecases: string[];
  badges: string[];
  /** Node names the template's flow must all contain. */
  nodes: string[];
}

export const NO_FILTER: TemplateFilter = { search: '', types: [], usecases: [], badges: [], nodes: [] };

const some = (wanted: string[], have: readonly string[]) =>
  !wanted.length || wanted.some((w) => have.includes(w));

/** The templates matching every filter: free text over name, description, use cases and node labels. */
export function filterTemplates(
  list: readonly MarketplaceTemplate[],
  f: TemplateFilter,
): MarketplaceTemplate[] {
  const q = f.search.trim().toLowerCase();
  return list.filter((t) => {
    if (
      !some(f.types, [t.type]) ||
      !some(f.usecases, t.usecases) ||
      !some(f.badges, t.badge ? [t.badge] : [])
    )
      return false;
    if (f.nodes.length && !f.nodes.every((n) => t.nodeNames.includes(n))) return false;
    if (!q) return true;
    const haystack = [
      t.templateName,
      t.description,
      ...t.usecases,
      ...t.categories,
      ...(t.nodeIcons ?? []).map((n) => n.label),
    ]
      .join('\n')
      .toLowerCase();
    return haystack.includes(q);
  });
}

/** The distinct values of a field over the templates, sorted, for a filter's options. */
export function optionsOf(
  list: readonly MarketplaceTemplate[],
  pick: (t: MarketplaceTemplate) => readonly string[],
) {
  return [...new Set(list.flatMap(pick))].sort((a, b) => a.localeCompare(b));
}

/** Where a template's preview opens: agent flows v2 on /v2/marketplace, the rest on /marketplace. */
export const previewPath = (t: Pick<MarketplaceTemplate, 'id' | 'type'>) =>
  t.type === 'AgentflowV2' ? `/v2/marketplace/${t.id}` : `/marketplace/${t.id}`;
