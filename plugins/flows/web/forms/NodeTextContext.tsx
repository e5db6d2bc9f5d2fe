import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../../host/common/i18n/languages.ts';
import { addMessages } from '../../../../host/web/i18n/i18n.ts';

/**
 * Says a node registry text (a label, a description, an option) in the reader's language; no
 * text (an absent placeholder) stays absent.
 */
export type NodeText = <T extends string | undefined>(text: T) => T;

/** Translations of a plugin's node texts, English text to translation, per language. */
export type NodeMessages = Partial<Record<LanguageCode, Record<string, string>>>;

const english: NodeText = (text) => text;

const sayWith =
  (t: (key: string) => string): NodeText =>
  <T extends string | undefined>(text: T): T => {
    if (!text) return text;
    const said = t(text);
    if (said !== text) return said as T;
    // numbered texts made from a translated one: "Condition 3", "Message 2"
    const numbered = /^(.*\S) (\d+)$/.exec(text);
    return (numbered?.[1] ? `${t(numbered[1])} ${numbered[2]}` : text) as T;
  };

const NodeTextContext = createContext<NodeText>(english);

/**
 * Node texts stay as their definitions write them (English) unless a canvas page brings its
 * plugin's translations: then they are said through the catalogue's 'nodes' namespace. The
 * definitions and the saved flow keep the English; only what is shown changes.
 */
export function NodeTextProvider({ messages, children }: { messages?: NodeMessages; children: ReactNode }) {
  useMemo(() => {
    for (const [language, texts] of Object.entries(messages ?? {})) {
      if (texts) addMessages(language as LanguageCode, texts, 'nodes');
    }
  }, [messages]);
  const { t, i18n } = useTranslation('nodes');
  const language = i18n.language;
  // a node text is data, not a template: its {{ }} (e.g. "{{ question }}") stays as written;
  // a new function per language, so memoised nodes draw again when it changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: language is the reason to make a new one
  const say = useMemo(() => sayWith((key) => t(key, { skipInterpolation: true })), [t, language]);
  return <NodeTextContext.Provider value={messages ? say : english}>{children}</NodeTextContext.Provider>;
}

/** The node text translator of the canvas around (English outside one that translates). */
export function useNodeText(): NodeText {
  return useContext(NodeTextContext);
}

/**
 * A node's label as shown: the type's own label (what a new node gets) in the reader's language,
 * a label the user wrote as written. The saved label stays as it is.
 */
export function shownLabel(nt: NodeText, label: string, typeLabel: string | undefined): string {
  return label === typeLabel ? nt(label) : label;
}
