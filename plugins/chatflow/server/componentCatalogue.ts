import type { NodeDefinition } from '../../../node-registry/types.ts';
import { agentNodes } from '../nodes/agentNodes.ts';
import { coreNodes } from '../nodes/coreNodes.ts';
import { agentComponents } from './agentComponents.ts';
import type { ChatflowComponent, ComponentEntry } from './componentTypes.ts';
import { coreComponents } from './coreComponents.ts';

const definitions = new Map<string, NodeDefinition>([...coreNodes, ...agentNodes].map((d) => [d.name, d]));
const entries: Record<string, ComponentEntry> = { ...coreComponents, ...agentComponents };
const loaded = new Map<string, Promise<ChatflowComponent>>();

/** Where the runner finds each node name's definition and component (tests give their own). */
export interface ComponentCatalogue {
  definition(name: string): NodeDefinition | undefined;
  component(name: string): Promise<ChatflowComponent> | undefined;
}

/** The chatflow node definition of a name (undefined for names this plugin does not define). */
export const chatflowDefinition = (name: string) => definitions.get(name);

/** The component of a node name, its code imported on first use; undefined when none exists. */
export function loadComponent(name: string): Promise<ChatflowComponent> | undefined {
  if (!Object.hasOwn(entries, name)) return undefined;
  let hit = loaded.get(name);
  if (!hit) {
    const entry = entries[name]!;
    hit = typeof entry === 'function' ? entry() : Promise.resolve(entry);
    // a failed import is retried by the next run instead of being remembered
    hit.catch(() => loaded.delete(name));
    loaded.set(name, hit);
  }
  return hit;
}

/** The catalogue of this plugin's node definitions and components. */
export const chatflowCatalogue: ComponentCatalogue = {
  definition: chatflowDefinition,
  component: loadComponent,
};
