import type { Tiktoken } from 'js-tiktoken/lite';

let encoder: Promise<Tiktoken> | undefined;

/**
 * Tokens of a text in cl100k_base (js-tiktoken, ranks shipped with the package, loaded on first
 * use): close enough for the memory limits of any chat model.
 */
export async function countTokens(text: string): Promise<number> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default),
  );
  return (await encoder).encode(text).length;
}
