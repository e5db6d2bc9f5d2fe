import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../node-registry/flow.ts';
import { NodeRegistry } from '../../../node-registry/NodeRegistry.ts';
import { inputProblems } from '../../../node-registry/rules/inputProblems.ts';
import { credentials as builtinToolsPluginCredentials } from '../../builtin-tools/definitions.ts';
import { credentials as credentialsPluginCredentials } from '../../credentials/definitions.ts';

import { agentCredentials } from '../common/agentCredentials.ts';
import { agentComponents } from '../server/agentComponents.ts';
import type { ChatflowComponent } from '../server/componentTypes.ts';
import { agentNodes } from './agentNodes.ts';

// The credential types as the credentials and built-in tools plugins contribute them (manifests).
const builtinCredentialTypes = [...credentialsPluginCredentials, ...builtinToolsPluginCredentials];

const ENDING_CATEGORIES = new Set(['Agents', 'Chains', 'Engine']);

describe('agent, tool and retrieval nodes', () => {
  it('are valid node definitions, each with a component loaded on use (ending nodes answer)', async () => {
    const registry = new NodeRegistry();
    for (const def of agentNodes) registry.register('chatflow', def);
    expect(registry.list()).toHaveLength(agentNodes.length);
    expect(Object.keys(agentComponents).sort()).toEqual(agentNodes.map((d) => d.name).sort());
    for (const def of agentNodes) {
      const entry = agentComponents[def.name];
      expect(typeof entry, def.name).toBe('function');
      const component = await (entry as () => Promise<ChatflowComponent>)();
      expect(typeof component.init, def.name).toBe('function');
      const ends = ENDING_CATEGORIES.has(def.category) && !def.unavailable;
      expect(typeof component.answer === 'function', def.name).toBe(ends);
    }
  });

  it('name only credential types that exist', () => {
    const known = new Set([...builtinCredentialTypes, ...agentCredentials].map((c) => c.name));
    const used = agentNodes.flatMap((d) => d.credential?.credentialNames ?? []);
    expect(used.filter((n) => !known.has(n))).toEqual([]);
  });

  it('say why a node cannot run here instead of failing at run time', () => {
    const unavailable = agentNodes.filter((d) => d.unavailable).map((d) => d.name);
    expect(unavailable.sort()).toEqual(['openAIAssistant', 'readFile', 'writeFile']);
  });

  it("word the reason only: the canvas and validation put 'Not available here:' before it", () => {
    const reasons = agentNodes.flatMap((d) => d.unavailable ?? []);
    expect(reasons.filter((r) => /\b(here|cannot run|not available|may not)\b/i.test(r))).toEqual([]);
  });
});

const FIXTURES = join(import.meta.dirname, '../../../../shared/fixtures/flowise-templates/chatflows');

describe('the peer chatflow fixtures, for the agent, tool and retrieval nodes', () => {
  it('fill every required input and connect every edge to an input anchor the node has', () => {
    const defs = new Map(agentNodes.map((d) => [d.name, d]));
    const problems: string[] = [];
    for (const file of readdirSync(FIXTURES)) {
      const flow = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Flow;
      for (const node of flow.nodes) {
        const def = defs.get(node.data.name);
        if (!def) continue;
        for (const p of inputProblems(node, def)) problems.push(`${file} ${node.id}: ${p.message}`);
        const anchors = def.inputAnchors ?? [];
        const into = flow.edges.filter((e) => e.target === node.id);
        for (const e of into) {
          const name = String(e.targetHandle).split('-input-')[1]?.split('-')[0];
          if (!anchors.some((a) => a.name === name))
            problems.push(`${file} ${node.id}: no input anchor '${name}'`);
        }
        for (const a of anchors)
          if (!a.optional && !into.some((e) => String(e.targetHandle).includes(`-input-${a.name}-`)))
            problems.push(`${file} ${node.id}: '${a.name}' is not connected`);
      }
    }
    expect(problems).toEqual([]);
  });
});
