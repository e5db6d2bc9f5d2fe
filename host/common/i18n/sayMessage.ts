import type { MessageText } from '../../../node-registry/flow.ts';

type Translate = (text: string, values?: Record<string, unknown>) => string;

/**
 * A message the server or a graph rule gives (its English, and its key and values when it has
 * them) in the reader's language: one with values by its key, the node texts among them (a node's
 * or a tool's label) through `nt`; one without by itself. English where the catalogue has no text.
 */
export function sayMessage(
  { message, say }: { message: string; say?: MessageText },
  t: Translate,
  nt: (text: string) => string,
): string {
  if (!say) return t(message, { skipInterpolation: true });
  const nodeValues = Object.entries(say.nodeValues ?? {}).map(([k, v]) => [k, nt(v)]);
  return String(t(say.text, { ...say.values, ...Object.fromEntries(nodeValues) }));
}
