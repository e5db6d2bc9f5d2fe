import {
  applyMetadata,
  csvRows,
  decodeDataUris,
  type LoadedDocument,
  loadDocuments,
  metadataKeyList,
  type UploadedFile,
} from '../../../document-stores/public.ts';
import { chosenOutput, numberInput, objectInput, optionalInstanceOf, textInput } from '../componentInputs.ts';
import type {
  BuildContext,
  ChatflowComponent,
  DocumentsInstance,
  TextSplitterInstance,
} from '../componentTypes.ts';

/**
 * The document loader nodes, on the document stores' loaders (plugins/document-stores public
 * entry): the same file readers, web page and API loaders and metadata rules. A file node without
 * a file yields no documents (a template saved before its file was chosen still runs).
 */
type Load = (ctx: BuildContext, env: LoadEnv) => Promise<LoadedDocument[]>;
interface LoadEnv {
  allowPrivate: boolean | readonly string[];
  signal: AbortSignal;
}

/** Metadata params as the shared loaders read them. */
const metadataConfig = (ctx: BuildContext) => ({
  metadata: ctx.inputs.metadata,
  omitMetadataKeys: ctx.inputs.omitMetadataKeys,
});

function filesOf(ctx: BuildContext, param: string): UploadedFile[] {
  const value = ctx.inputs[param];
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string' && value.startsWith('FILE-STORAGE::'))
    throw new Error(`The file is not stored with this flow; upload it again`);
  return decodeDataUris(value);
}

function fileLoader(
  param: string,
  options: (ctx: BuildContext) => Record<string, unknown> = () => ({}),
): Load {
  return async (ctx, env) => {
    const files = filesOf(ctx, param);
    if (!files.length) return [];
    return loadDocuments('fileLoader', { ...options(ctx), ...metadataConfig(ctx) }, files, env);
  };
}

/** CSV with a single column chosen: that column's values are the documents. */
const csvLoader: Load = async (ctx, env) => {
  const column = textInput(ctx, 'columnName').trim();
  if (!column) return fileLoader('csvFile')(ctx, env);
  const docs: LoadedDocument[] = [];
  for (const file of filesOf(ctx, 'csvFile')) {
    const [header, ...rows] = csvRows(new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, ''));
    const at = header?.indexOf(column) ?? -1;
    if (at < 0) throw new Error(`File '${file.name}' has no column '${column}'`);
    rows.forEach((row, i) => {
      const text = row[at] ?? '';
      if (text.trim()) docs.push({ pageContent: text, metadata: { source: file.name, line: i + 1 } });
    });
  }
  return applyMetadata(docs, objectInput(ctx, 'metadata'), metadataKeyList(ctx.inputs.omitMetadataKeys));
};

const LOADS: Record<string, Load> = {
  textFile: fileLoader('txtFile'),
  pdfFile: fileLoader('pdfFile', (ctx) => ({ pdfUsage: textInput(ctx, 'usage') || 'perPage' })),
  csvFile: csvLoader,
  jsonFile: fileLoader('jsonFile', (ctx) => ({ pointersName: ctx.inputs.pointersName })),
  docxFile: fileLoader('docxFile'),
  plainText: (ctx, env) =>
    loadDocuments('plainText', { text: textInput(ctx, 'text'), ...metadataConfig(ctx) }, [], env),
  cheerioWebScraper: (ctx, env) => {
    const limit = numberInput(ctx, 'limit', 10);
    const crawl = textInput(ctx, 'relativeLinksMethod') !== '' && limit !== 0;
    return loadDocuments(
      'webPage',
      { url: textInput(ctx, 'url'), crawl, limit: limit || 1, ...metadataConfig(ctx) },
      [],
      env,
    );
  },
  apiLoader: (ctx, env) =>
    loadDocuments(
      'apiLoader',
      {
        method: textInput(ctx, 'method') || 'GET',
        url: textInput(ctx, 'url'),
        headers: ctx.inputs.headers,
        body: ctx.inputs.body,
        ...metadataConfig(ctx),
      },
      [],
      env,
    ),
};

/** The node's documents, split by the connected splitter, as its chosen output (documents or text). */
export async function loaderOutput(
  ctx: BuildContext,
  docs: LoadedDocument[],
): Promise<DocumentsInstance | string> {
  const splitter = optionalInstanceOf<TextSplitterInstance>(ctx, 'textSplitter', 'textSplitter');
  const out = splitter && docs.length ? await splitter.split(docs) : docs;
  if (chosenOutput(ctx, 'document') === 'text') return out.map((d) => d.pageContent).join('\n');
  return { kind: 'documents', docs: out };
}

export function loaderComponent(nodeName: string): ChatflowComponent {
  const load = LOADS[nodeName];
  if (!load) throw new Error(`Unknown document loader '${nodeName}'`);
  return {
    async init(ctx) {
      const docs = await load(ctx, { allowPrivate: ctx.run.services.allowPrivate, signal: ctx.run.signal });
      return loaderOutput(ctx, docs);
    },
  };
}
