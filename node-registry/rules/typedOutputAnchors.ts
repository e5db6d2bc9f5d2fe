import type { SavedOutputAnchor } from '../flow.ts';
import type { NodeDefinition, OutputAnchor } from '../types.ts';

/** An output of a typed node: its handle id and type list name every base class it gives. */
function typedAnchor(
  id: string,
  name: string,
  label: string,
  classes: readonly string[],
  description?: string,
) {
  const anchor: OutputAnchor = {
    id: `${id}-output-${name}-${classes.join('|')}`,
    name,
    label,
    type: classes.join(' | '),
  };
  if (description) anchor.description = description;
  return anchor;
}

/**
 * Output anchors of a new node of a typed kind (chatflows), shaped like the peer's so the edges
 * of its saved flows meet them: without declared outputs one anchor from the node's baseClasses
 * (`${id}-output-${name}-${A|B}`); with several outputs one 'options' anchor whose choice
 * (`outputs.output`) decides which one the node offers (a vector store's retriever or store).
 */
export function typedOutputAnchors(
  def: NodeDefinition,
  id: string,
): { outputAnchors: SavedOutputAnchor[]; outputs: Record<string, unknown> } {
  if (def.hideOutput) return { outputAnchors: [], outputs: {} };
  const declared = def.outputs ?? [];
  if (declared.length === 0) {
    return {
      outputAnchors: [typedAnchor(id, def.name, def.type, def.baseClasses, def.description)],
      outputs: {},
    };
  }
  const anchors = declared.map((o) =>
    typedAnchor(id, o.name, o.label, o.baseClasses ?? def.baseClasses, o.description),
  );
  if (anchors.length === 1) return { outputAnchors: anchors, outputs: {} };
  const chosen = declared[0]?.name;
  return {
    outputAnchors: [{ name: 'output', label: 'Output', type: 'options', options: anchors, default: chosen }],
    outputs: { output: chosen },
  };
}
