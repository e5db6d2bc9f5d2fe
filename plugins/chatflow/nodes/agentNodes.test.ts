import { describe, expect, it } from 'vitest';
import { NodeRegistry } from '../../../node-registry/NodeRegistry.ts';
import { builtinCredentialTypes } from '../../credentials/common/builtinCredentialTypes.ts';
import { agentCredentials } from '../common/agentCredentials.ts';
import { agentComponents } from '../server/agentComponents.ts';
import { agentNodes } from './agentNodes.ts';

const ENDING_CATEGORIES = new Set(['Agents', 'Chains', 'Engine']);

describe('agent, tool and retrieval nodes', () => {
  it('are valid node definitions, each with a component (ending nodes answer)', () => {
    const registry = new NodeRegistry();
    for (const def of agentNodes) registry.register('chatflow', def);
    expect(registry.list()).toHaveLength(agentNodes.length);
    for (const def of agentNodes) {
      const component = agentComponents[def.name];
      expect(component, def.name).toBeDefined();
      expect(typeof component?.answer === 'function', def.name).toBe(ENDING_CATEGORIES.has(def.category));
    }
    expect(Object.keys(agentComponents).sort()).toEqual(agentNodes.map((d) => d.name).sort());
  });

  it('name only credential types that exist', () => {
    const known = new Set([...builtinCredentialTypes, ...agentCredentials].map((c) => c.name));
    const used = agentNodes.flatMap((d) => d.credential?.credentialNames ?? []);
    expect(used.filter((n) => !known.has(n))).toEqual([]);
  });

  it('say why a node cannot run here instead of failing at run time', () => {
    const unavailable = agentNodes.filter((d) => d.unavailable).map((d) => d.name);
    expect(unavailable.sort()).toEqual(['github', 'readFile', 'writeFile']);
  });
});
