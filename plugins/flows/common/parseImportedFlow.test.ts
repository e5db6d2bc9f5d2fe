import { describe, expect, it } from 'vitest';
import { exportFlow } from './exportFlow.ts';
import { FlowImportError, parseImportedFlow } from './parseImportedFlow.ts';

// Raw text of the peer's agent-flow templates, keyed by path (read at build time, no Node API here).
const templates = import.meta.glob<string>(
  '../../../../shared/fixtures/flowise-templates/agentflowsv2/*.json',
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const templateEntries = Object.entries(templates).map(([path, text]) => [
  path.split('/').pop() ?? path,
  text,
]);

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FlowImportError);
    return (err as Error).message;
  }
  throw new Error('expected a FlowImportError');
}

describe('parseImportedFlow', () => {
  it('finds the template fixtures', () => {
    expect(templateEntries.length).toBeGreaterThanOrEqual(7);
  });

  it.each(templateEntries)('imports the peer template %s with every node and edge', (fileName, text) => {
    const source = JSON.parse(text as string);
    const flow = parseImportedFlow(text as string, fileName as string);
    expect(flow.name).toBe((fileName as string).replace(/\.json$/, ''));
    expect(flow.type).toBeUndefined();
    const graph = JSON.parse(flow.flowData);
    expect(graph.nodes).toEqual(source.nodes);
    expect(graph.edges).toEqual(source.edges);
    // Template metadata is not part of the graph.
    expect(graph.description).toBeUndefined();
    expect(graph.usecases).toBeUndefined();
  });

  it('reads our own export back with its name and type', () => {
    const flowData = JSON.stringify({ nodes: [], edges: [], viewport: { x: 1, y: 2, zoom: 1 } });
    const text = exportFlow({ id: 'a', name: 'Mine', flowData, type: 'AGENTFLOW' });
    expect(parseImportedFlow(text, 'Mine Agents.json')).toEqual({
      name: 'Mine',
      flowData,
      type: 'AGENTFLOW',
    });
  });

  it('accepts {name, flowData} with flowData as an object, and strips " Agents" from a file name', () => {
    const doc = { name: 'From peer', flowData: { nodes: [], edges: [] } };
    expect(parseImportedFlow(JSON.stringify(doc), 'x.json').name).toBe('From peer');
    expect(parseImportedFlow('{"nodes":[],"edges":[]}', 'Support Agents.json').name).toBe('Support');
  });

  it('refuses a file that is not .json', () => {
    expect(failure(() => parseImportedFlow('{"nodes":[],"edges":[]}', 'flow.txt'))).toBe(
      "Failed to import: only .json files can be imported ('flow.txt')",
    );
  });

  it('answers the spec fallback for unreadable or unknown content', () => {
    expect(failure(() => parseImportedFlow('not json', 'a.json'))).toBe(
      'Failed to import: Invalid Imported File',
    );
    expect(failure(() => parseImportedFlow('[1,2]', 'a.json'))).toBe(
      'Failed to import: Invalid Imported File',
    );
    expect(failure(() => parseImportedFlow('{"hello":1}', 'a.json'))).toBe(
      'Failed to import: Invalid Imported File',
    );
  });

  it('names the field of a graph that breaks the flow schema', () => {
    const bad = JSON.stringify({ nodes: [{ id: 'n1', position: { x: 0, y: 0 } }], edges: [] });
    expect(failure(() => parseImportedFlow(bad, 'a.json'))).toBe(
      "Failed to import: flowData/nodes/0 must have required property 'data'",
    );
    expect(failure(() => parseImportedFlow('{"name":"x","flowData":"{oops"}', 'a.json'))).toBe(
      'Failed to import: flowData is not valid JSON',
    );
  });

  it('sends a whole-workspace export to the profile menu', () => {
    expect(failure(() => parseImportedFlow('{"AgentFlowV2":[],"Tool":[]}', 'all.json'))).toMatch(
      /workspace export/,
    );
  });
});
