import { searchProviders } from '../../../builtin-tools/public.ts';
import type { ChatflowComponent } from '../componentTypes.ts';
import { providerComponent } from './providerTool.ts';

/** The built-in search tools (builtin-tools plugin) as chatflow components, by component name. */
const byName = (name: string): ChatflowComponent => {
  const p = searchProviders.find((s) => s.name === name);
  if (!p) throw new Error(`No built-in search tool '${name}'`);
  return providerComponent(p);
};

export const serpAPI = byName('serpAPI');
export const serper = byName('serper');
export const googleCustomSearch = byName('googleCustomSearch');
