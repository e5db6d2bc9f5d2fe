import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import chatflow from '../plugins/chatflow/index.ts';
import { NodeRegistry } from './NodeRegistry.ts';
import { normalizeFlow, serializeFlow } from './normalizeFlow.ts';
import { validateFlow } from './rules/validateFlow.ts';

const dir = join(process.cwd(), '..', 'shared', 'fixtures', 'flowise-templates', 'chatflows');
const present = existsSync(dir);
const files = present ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
if (!present)
  console.warn(`chatflow fixtures test skipped: ${dir} is absent (the shared/ folder sits beside the repo)`);

const registry = new NodeRegistry();
for (const def of chatflow.nodes ?? []) registry.register('chatflow', def);

/**
 * The peer's saved chatflows as they are: every node type known, nothing lost through normalise
 * and serialise, and validation clean (the run itself is covered by the chatflow runner's and the
 * prediction API's fixture tests).
 */
describe.skipIf(!present)('saved chatflows (fixtures)', () => {
  it('finds the fixture files', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
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
    });
  }
});
