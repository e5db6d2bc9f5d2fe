import { useCallback } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import type { MessageText } from '../../../../node-registry/flow.ts';
import { useNodeText } from '../forms/NodeTextContext.tsx';

/** What the graph rules say: a validation problem, a refused connection. */
export interface RuleMessage {
  message: string;
  say?: MessageText;
}

/**
 * A graph rule's message in the reader's language: one with values by its key (the node texts
 * among them through the node catalogue), one without by itself; English where the catalogue has
 * no text for it (a server's reason).
 */
export function useSayRule(): (m: RuleMessage) => string {
  const t = useT();
  const nt = useNodeText();
  return useCallback(
    ({ message, say }: RuleMessage) => {
      if (!say) return t(message, { skipInterpolation: true });
      const nodeValues = Object.entries(say.nodeValues ?? {}).map(([k, v]) => [k, nt(v)]);
      return String(t(say.text, { ...say.values, ...Object.fromEntries(nodeValues) }));
    },
    [t, nt],
  );
}
