import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { CODE_LANGUAGES, SPLITTERS, TOKEN_ENCODINGS } from '../../common/splitterCatalogue.ts';
import { configNumber, configString } from '../loaders/configValues.ts';
import { type TokenEncoding, tokenizer } from './tokenizer.ts';

export const SPLITTER_NAMES = new Set(SPLITTERS.map((s) => s.name));
const MAX_CHUNK_SIZE = 100_000;

/** Refuses (400) an unknown splitter, and sizes that cannot work (overlap ≥ size, …). */
export function splitterSizes(
  name: string,
  config: Record<string, unknown>,
): { chunkSize: number; chunkOverlap: number } {
  if (!SPLITTER_NAMES.has(name))
    throw httpError(400, `splitterId: unknown splitter '${name}'; known: ${[...SPLITTER_NAMES].join(', ')}`);
  const chunkSize = Math.floor(configNumber(config, 'chunkSize', 1000));
  const chunkOverlap = Math.floor(
    configNumber(config, 'chunkOverlap', Math.min(200, Math.floor(chunkSize / 5))),
  );
  if (chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE)
    throw httpError(400, `splitterConfig.chunkSize: between 1 and ${MAX_CHUNK_SIZE}`);
  if (chunkOverlap < 0 || chunkOverlap >= chunkSize)
    throw httpError(400, 'splitterConfig.chunkOverlap: at least 0 and smaller than chunkSize');
  return { chunkSize, chunkOverlap };
}

function separators(config: Record<string, unknown>): string[] | undefined {
  const text = configString(config, 'separators').trim();
  if (!text) return undefined;
  try {
    const list = JSON.parse(text);
    if (Array.isArray(list) && list.length > 0 && list.every((s) => typeof s === 'string')) return list;
  } catch {
    // fall through
  }
  throw httpError(400, 'splitterConfig.separators: a JSON array of strings, e.g. ["\\n\\n", "\\n"]');
}

/**
 * The documents split into chunks by one of the splitters of @langchain/textsplitters (loaded on
 * first use). Without a splitter every document is one chunk. Chunks keep their document's
 * metadata; LangChain adds `loc.lines` (from, to).
 */
export async function splitDocuments(
  docs: LoadedDocument[],
  name: string | null | undefined,
  config: Record<string, unknown>,
): Promise<LoadedDocument[]> {
  if (!name) return docs.map((d) => ({ pageContent: d.pageContent, metadata: { ...d.metadata } }));
  const sizes = splitterSizes(name, config);
  const ts = await import('@langchain/textsplitters');
  let input = docs;
  let splitter: InstanceType<typeof ts.TextSplitter>;
  switch (name) {
    case 'characterTextSplitter': {
      const separator = config.separator === undefined ? '\n\n' : configString(config, 'separator');
      splitter = new ts.CharacterTextSplitter({ ...sizes, separator });
      break;
    }
    case 'tokenTextSplitter': {
      const encodingName = (configString(config, 'encodingName') || 'cl100k_base') as TokenEncoding;
      if (!TOKEN_ENCODINGS.includes(encodingName))
        throw httpError(400, `splitterConfig.encodingName: one of ${TOKEN_ENCODINGS.join(', ')}`);
      const token = new ts.TokenTextSplitter({ ...sizes, encodingName });
      // A TypeScript-private field, a plain one at run time: LangChain uses it when set.
      Object.assign(token, { tokenizer: await tokenizer(encodingName) });
      splitter = token;
      break;
    }
    case 'markdownTextSplitter':
      splitter = new ts.MarkdownTextSplitter(sizes);
      break;
    case 'codeTextSplitter': {
      const language = configString(config, 'language') || 'js';
      if (!(CODE_LANGUAGES as readonly string[]).includes(language))
        throw httpError(400, `splitterConfig.language: one of ${CODE_LANGUAGES.join(', ')}`);
      splitter = ts.RecursiveCharacterTextSplitter.fromLanguage(
        language as (typeof CODE_LANGUAGES)[number],
        sizes,
      );
      break;
    }
    case 'htmlToMarkdownTextSplitter': {
      const { NodeHtmlMarkdown } = await import('node-html-markdown');
      input = docs.map((d) => ({
        pageContent: NodeHtmlMarkdown.translate(d.pageContent),
        metadata: d.metadata,
      }));
      splitter = new ts.MarkdownTextSplitter(sizes);
      break;
    }
    default:
      splitter = new ts.RecursiveCharacterTextSplitter({ ...sizes, separators: separators(config) });
  }
  const chunks = await splitter.createDocuments(
    input.map((d) => d.pageContent),
    input.map((d) => d.metadata),
  );
  return chunks
    .filter((c) => c.pageContent.trim())
    .map((c) => ({ pageContent: c.pageContent, metadata: c.metadata as Record<string, unknown> }));
}
