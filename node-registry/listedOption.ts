import type { OptionItem } from './types.ts';

/**
 * An option a load method lists, with which of its texts are this product's (a built-in tool's
 * label and description, a flow's type): those are said in the reader's language. The rest are
 * names the user or a provider gave (a saved tool, a flow, a model) and stay as written. A
 * definition's own options are always its texts.
 */
export type ListedOption = OptionItem & { ourTexts?: ('label' | 'description')[] };
