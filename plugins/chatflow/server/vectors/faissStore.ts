import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { instanceOf, textInput } from '../componentInputs.ts';
import type { BuildContext, ChatflowComponent, EmbeddingsInstance } from '../componentTypes.ts';
import { connectedDocuments } from './connectedDocuments.ts';
import { ExactIndex, type IndexedDoc } from './exactIndex.ts';
import { vectorStoreOutput } from './vectorStoreOutput.ts';

interface SavedIndex {
  version: 1;
  /** Of the documents and the embeddings that made the vectors: a change rebuilds the index. */
  hash: string;
  docs: IndexedDoc[];
  vectors: number[][];
}

/** Indexes read or built in this process, by file (a flow's runs reuse them). */
const loaded = new Map<string, { hash: string; index: ExactIndex }>();

/** The index folder: the node's Base Path inside DATA_DIR/faiss (never outside it). */
export function indexFolder(ctx: BuildContext, dataDir: string): string {
  const root = resolve(dataDir, 'faiss');
  const base = textInput(ctx, 'basePath').trim() || `${ctx.run.flowId}-${ctx.node.id}`;
  const folder = resolve(root, base.replace(/^[/\\]+/, ''));
  if (folder !== root && !folder.startsWith(root + sep))
    throw new Error(`Base Path must stay inside the data folder`);
  return folder;
}

async function readSaved(file: string): Promise<SavedIndex | undefined> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as SavedIndex;
    return saved.version === 1 ? saved : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Faiss: an exact vector index kept in a file under DATA_DIR/faiss/<Base Path>. With documents
 * connected, the index is (re)built when they or the embeddings changed, else loaded; without
 * documents, the saved index is searched (none yet: nothing is found). Without a data folder
 * (tests that build components directly) the index lives in this process only.
 */
export const faissStore: ChatflowComponent = {
  async init(ctx) {
    const embeddings = instanceOf<EmbeddingsInstance>(ctx, 'embeddings', 'embeddings');
    const docs = connectedDocuments(ctx);
    const { dataDir } = ctx.run.services;
    const file = join(
      dataDir ? indexFolder(ctx, dataDir) : `memory:${ctx.run.flowId}-${ctx.node.id}`,
      'index.json',
    );
    const hash = createHash('sha256')
      .update(JSON.stringify([embeddings.name, embeddings.config.modelName ?? '', docs]))
      .digest('hex');
    let entry = loaded.get(file);
    if (docs.length && entry?.hash !== hash) {
      const saved = dataDir ? await readSaved(file) : undefined;
      if (saved?.hash === hash) entry = { hash, index: new ExactIndex(saved.docs, saved.vectors) };
      else {
        const vectors = await embeddings.embed(
          docs.map((d) => d.pageContent),
          ctx.run.signal,
        );
        entry = { hash, index: new ExactIndex(docs, vectors) };
        if (dataDir) {
          await mkdir(resolve(file, '..'), { recursive: true });
          const body: SavedIndex = { version: 1, hash, docs, vectors };
          // written whole, then renamed: a reader never sees half an index
          await writeFile(`${file}.tmp`, JSON.stringify(body));
          await rename(`${file}.tmp`, file);
        }
      }
      loaded.set(file, entry);
    } else if (!docs.length && !entry && dataDir) {
      const saved = await readSaved(file);
      if (saved) {
        entry = { hash: saved.hash, index: new ExactIndex(saved.docs, saved.vectors) };
        loaded.set(file, entry);
      }
    }
    const index = entry?.index;
    return vectorStoreOutput(ctx, async (query, k, signal) => {
      if (!index?.size) return [];
      const [vector] = await embeddings.embed([query], signal);
      return index.search(vector ?? [], k);
    });
  },
};
