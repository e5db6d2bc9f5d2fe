import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { engineHarness } from './engineHarness.ts';

const TEMPLATES = join(import.meta.dirname, '../../../shared/fixtures/flowise-templates/agentflowsv2');
const MODEL_KEYS = ['llmModel', 'agentModel', 'conditionAgentModel', 'humanInputModel'];

const h = engineHarness();

/**
 * The template with every chat model switched to chatOpenAI at the test server, with the test
 * credential set: what a user does when they pick their own model and credential.
 */
async function loadTemplate(name: string): Promise<{ nodes: FlowNode[]; edges: FlowEdge[] }> {
  const t = JSON.parse(await readFile(join(TEMPLATES, `${name}.json`), 'utf8')) as {
    nodes: FlowNode[];
    edges: FlowEdge[];
  };
  for (const node of t.nodes) {
    const inputs = node.data.inputs ?? {};
    for (const key of MODEL_KEYS) {
      if (inputs[key]) Object.assign(inputs, h.model(key.slice(0, -'Model'.length)));
    }
  }
  return t;
}

describe('peer templates that need only a chat model', () => {
  it.each([
    ['Structured Output', { question: 'Summarise: cats are great' }],
    ['Translator', { question: 'Bonjour' }],
    ['Iterations', { question: 'go' }],
  ])('%s runs end to end', async (name, body) => {
    const t = await loadTemplate(name);
    const id = await h.createFlow(t.nodes, t.edges);
    const res = await h.call('POST', `/prediction/${id}`, body);
    if (res.status !== 200) throw new Error(res.text);
    expect(res.body.text).not.toBe('');
    expect(h.llm.requests.length).toBeGreaterThan(0);
    const states = res.body.agentFlowExecutedData.map((d: { status: string }) => d.status);
    expect(states.every((s: string) => s === 'FINISHED')).toBe(true);
  });
});
