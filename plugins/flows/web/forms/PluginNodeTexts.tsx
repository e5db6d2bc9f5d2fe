import type { ReactNode } from 'react';
import { useShell } from '../../../../host/web/router/ShellContext.tsx';
import { NodeTextProvider } from './NodeTextContext.tsx';
import { useNodeMessages } from './useNodeMessages.ts';

/**
 * Node texts (component labels, descriptions, settings) in the reader's language where the loaded
 * plugins translate them, for pages that show components outside a canvas: a document store's
 * loaders, splitters, embeddings and vector stores.
 */
export function PluginNodeTexts({ children }: { children: ReactNode }) {
  const messages = useNodeMessages(useShell().registry);
  return <NodeTextProvider messages={messages}>{children}</NodeTextProvider>;
}
