import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../plugins/agentflow/definitions.ts';
import { nodes as chatflowNodes } from '../plugins/chatflow/definitions.ts';
import type { Flow } from './flow.ts';
import { NodeRegistry } from './NodeRegistry.ts';
import { normalizeFlow, serializeFlow } from './normalizeFlow.ts';
import { validateFlow } from './rules/validateFlow.ts';

const fixtures = join(process.cwd(), '..', 'shared', 'fixtures', 'flowise-templates');

/**
 * The peer's saved flows as they are, per kind: every node type known, nothing lost through
 * normalise and serialise, and validation clean (runs are covered by the runners' and the
 * prediction API's fixture tests).
 */
const KINDS = [
  { kind: 'agentflow', folder: 'agentflowsv2', nodes: agentflowNodes, atLeast: 7 },
  { kind: 'chatflow', folder: 'chatflows', nodes: chatflowNodes, atLeast: 12 },
] as const;

for (const { kind, folder, nodes, atLeast } of KINDS) {
  const dir = join(fixtures, folder);
  const present = existsSync(dir);
  const files = present ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (!present)
    console.warn(`${kind} fixtures test skipped: ${dir} is absent (shared/ sits beside the repo)`);
  const registry = new NodeRegistry();
  for (const def of nodes) registry.register(kind, def);

  describe.skipIf(!present)(`saved ${kind}s (fixtures)`, () => {
    it('finds the fixture files', () => {
      expect(files.length).toBeGreaterThanOrEqual(atLeast);
    });

    for (const file of files) {
      describe(file, () => {
        const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));

        it('has only known node types', () => {
          const unknown = raw.nodes
            .map((n: { data: { name: string } }) => n.data.name)
            .filter((n: string) => !registry.get(n));
          expect(unknown).toEqual([]);
        });

        it('keeps every field of every node and edge through normalise and serialise', () => {
          expect(JSON.parse(serializeFlow(normalizeFlow(raw)))).toEqual(raw);
        });

        it('validates with no error', () => {
          const diagnostics = validateFlow(normalizeFlow(raw), registry);
          expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        });

        if (kind === 'agentflow')
          it('reports a blanked model and an unknown type on a broken copy', () => {
            expectBrokenCopyReported(normalizeFlow(raw), registry);
          });
      });
    }
  });
}

function expectBrokenCopyReported(broken: Flow, registry: NodeRegistry): void {
  const first = broken.nodes.find((n) => /^(llm|agent)Agentflow$/.test(n.data.name));
  expect(first?.data.inputs, 'every fixture has an LLM or Agent node').toBeDefined();
  if (!first?.data.inputs) return;
  const field = first.data.name === 'llmAgentflow' ? 'llmModel' : 'agentModel';
  first.data.inputs[field] = '';
  broken.nodes.push({
    id: 'alien_0',
    position: { x: 0, y: 0 },
    data: { id: 'alien_0', name: 'alien', label: 'Alien' },
  });
  const diagnostics = validateFlow(broken, registry);
  expect(diagnostics).toContainEqual(
    expect.objectContaining({ nodeId: first.id, message: 'Model is required', severity: 'error', field }),
  );
  expect(diagnostics).toContainEqual(
    expect.objectContaining({ nodeId: 'alien_0', message: "Unknown node type 'alien'.", severity: 'error' }),
  );
}
