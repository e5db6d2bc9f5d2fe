import type { InputParam, NodeDefinition } from './types.ts';

/** The heading of one row of an array parameter: the label in the singular ('Messages' → 'Message'). */
export const arrayItemLabel = (label: string): string => label.replace(/s$/, '');

/**
 * Texts that are the same in every language: numbers, addresses, no letters at all, and single
 * tokens of a name's shape (gpt-4o-mini, x-www-form-urlencoded, Base64).
 */
const LANGUAGE_FREE = /^(\d+|https?:\/\/\S+|[^\p{L}]*|\S*[-._\d]\S*)$/u;

function paramTexts(param: InputParam, out: Set<string>): void {
  for (const text of [param.label, param.description, param.placeholder, param.hint, param.warning]) {
    if (text) out.add(text);
  }
  if (param.type === 'array') out.add(arrayItemLabel(param.label));
  for (const option of param.options ?? []) {
    // an option labelled with its own value (GET, a model's name) is a name, not a text
    if (option.label !== option.name) out.add(option.label);
    if (option.description) out.add(option.description);
  }
  for (const column of param.datagrid ?? []) out.add(column.headerName);
  for (const child of [...(param.array ?? []), ...(param.tabs ?? [])]) paramTexts(child, out);
}

/**
 * Every text of a node definition that a canvas shows a person (label, category, description,
 * parameters with their options and columns, anchors and outputs, why it cannot run here), for the check that a
 * language's node catalogue translates them all. Language-free texts (numbers, URLs) are left out.
 */
export function nodeTexts(def: NodeDefinition): string[] {
  const out = new Set<string>();
  for (const text of [def.label, def.category, def.description, def.hint, def.warning, def.unavailable]) {
    if (text) out.add(text);
  }
  if (def.credential) {
    out.add(def.credential.label);
    if (def.credential.description) out.add(def.credential.description);
  }
  for (const param of def.inputs ?? []) paramTexts(param, out);
  for (const anchor of [...(def.inputAnchors ?? []), ...(def.outputs ?? [])]) {
    out.add(anchor.label);
    if (anchor.description) out.add(anchor.description);
  }
  if (def.rowOutputs?.extraOutput) out.add(def.rowOutputs.extraOutput);
  return [...out].filter((text) => !LANGUAGE_FREE.test(text));
}

/** The texts of loose parameters (a chat model's settings): as nodeTexts, for parameters alone. */
export function paramListTexts(params: readonly InputParam[]): string[] {
  const out = new Set<string>();
  for (const param of params) paramTexts(param, out);
  return [...out].filter((text) => !LANGUAGE_FREE.test(text));
}

/**
 * The texts of a built-in tool (a plugin's tool provider) as the Tool and Agent node forms show
 * them: its label, description and category in the picker, and its settings.
 */
export function toolTexts(tool: {
  label: string;
  description: string;
  category: string;
  inputs: readonly InputParam[];
}): string[] {
  const out = new Set([tool.label, tool.description, tool.category, ...paramListTexts(tool.inputs)]);
  return [...out].filter((text) => !LANGUAGE_FREE.test(text));
}
