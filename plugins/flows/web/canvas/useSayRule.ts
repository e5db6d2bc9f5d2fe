import { useCallback } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { sayMessage } from '../../../../host/common/i18n/sayMessage.ts';
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
    (m: RuleMessage) => sayMessage(m, t as (text: string, values?: Record<string, unknown>) => string, nt),
    [t, nt],
  );
}
