import type { Tiktoken } from 'js-tiktoken/lite';
import type { TOKEN_ENCODINGS } from '../../common/splitterCatalogue.ts';

export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

const RANKS: Record<TokenEncoding, () => Promise<{ default: unknown }>> = {
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
  p50k_base: () => import('js-tiktoken/ranks/p50k_base'),
  r50k_base: () => import('js-tiktoken/ranks/r50k_base'),
  gpt2: () => import('js-tiktoken/ranks/gpt2'),
};

const cache = new Map<TokenEncoding, Promise<Tiktoken>>();

/**
 * A tokenizer from the ranks js-tiktoken ships (loaded on first use, one encoding at a time).
 * LangChain's own loader would download them from the internet, which this server must not do.
 */
export function tokenizer(encoding: TokenEncoding): Promise<Tiktoken> {
  let found = cache.get(encoding);
  if (!found) {
    found = Promise.all([import('js-tiktoken/lite'), RANKS[encoding]()]).then(
      ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default as ConstructorParameters<typeof Tiktoken>[0]),
    );
    cache.set(encoding, found);
  }
  return found;
}
