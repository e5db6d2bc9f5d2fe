/**
 * Document-store processing of a mixed corpus (BENCH_CORPUS_MB, default 50: text files, markdown
 * files and a 300-page PDF) on PGlite: chunks per second of processing (load, split, record
 * manager) and of upserting (embedding through the local OpenAI-compatible test server, pgvector
 * writes), each against splitting alone in memory, the baseline. Memory: the largest rise of RSS
 * and of the JS heap while processing, against the corpus size (processing streams a file at a
 * time, so the heap rise should stay well under the corpus).
 * Run: npx tsx --expose-gc bench/doc-processing.ts (or npm run bench doc-processing)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hostMigrations } from '../host/server/db/hostMigrations.ts';
import { runMigrations } from '../host/server/db/migrations.ts';
import { openPGlite } from '../host/server/db/openDatabase.ts';
import { jobFinished, readJob } from '../plugins/document-stores/server/jobs/jobRunner.ts';
import { loadDocuments } from '../plugins/document-stores/server/loaders/loadDocuments.ts';
import { documentStoreMigrations } from '../plugins/document-stores/server/migrations.ts';
import { processLoader } from '../plugins/document-stores/server/processLoader.ts';
import { splitDocuments } from '../plugins/document-stores/server/splitters/splitDocuments.ts';
import { startUpsert } from '../plugins/document-stores/server/vectors/startUpsert.ts';
import { vectorMigrations } from '../plugins/document-stores/server/vectors/vectorMigrations.ts';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { makePdfPages } from '../tests/api/documentStores/testFiles.ts';

const corpusMb = Number(process.env.BENCH_CORPUS_MB ?? 50);
const MB = 1024 * 1024;
const words =
  'retrieval index vector chunk store query answer model token embed search rank score page file text document split overlap record manager batch job progress cancel flow node canvas agent tool memory prompt'.split(
    ' ',
  );
let seed = 7;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const sentence = () =>
  `${Array.from({ length: 8 + Math.floor(rand() * 10) }, () => words[Math.floor(rand() * words.length)]).join(' ')}.`;
function text(bytes: number, markdown: boolean): string {
  const out: string[] = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    const para =
      markdown && n % 6 === 0
        ? `## Section ${n}\n\n${sentence()}`
        : Array.from({ length: 5 }, sentence).join(' ');
    out.push(para);
    size += para.length + 2;
    n++;
  }
  return out.join('\n\n');
}

type CorpusFile = { name: string; mime: string; bytes: Buffer };
/** A 300-page PDF, then text and markdown files of 2 MB each up to `mb`. */
function corpus(mb: number): { files: CorpusFile[]; total: number } {
  const files: CorpusFile[] = [];
  const pdf = makePdfPages(
    Array.from({ length: 300 }, (_, i) => `Page ${i + 1} ${sentence()} ${sentence()}`),
  );
  files.push({ name: 'manual.pdf', mime: 'application/pdf', bytes: pdf });
  let total = pdf.byteLength;
  for (let i = 0; total < mb * MB; i++) {
    const md = i % 2 === 1;
    const bytes = Buffer.from(text(Math.min(2 * MB, mb * MB - total), md));
    files.push({ name: `part-${i}.${md ? 'md' : 'txt'}`, mime: md ? 'text/markdown' : 'text/plain', bytes });
    total += bytes.byteLength;
  }
  return { files, total };
}
const splitter = { chunkSize: 1000, chunkOverlap: 100 };
const { files, total } = corpus(corpusMb);
console.log(
  `corpus: ${files.length} files, ${(total / MB).toFixed(1)} MB (a 300-page PDF, text and markdown)`,
);

// baseline: load and split in memory, no database
let t = performance.now();
let baselineChunks = 0;
for (const f of files) {
  const docs = await loadDocuments('fileLoader', {}, [f], { allowPrivate: false });
  for (const d of docs)
    baselineChunks += (await splitDocuments([d], 'recursiveCharacterTextSplitter', splitter)).length;
}
const baselineMs = performance.now() - t;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-docs-'));
const { db, close } = await openPGlite();
await runMigrations(db, [
  { plugin: 'host', migrations: hostMigrations },
  { plugin: 'document-stores', migrations: [...documentStoreMigrations, ...vectorMigrations] },
]);
const llm = await startOpenAITestServer();
const workspaceId = 'bench';

/** Stores the files as one file loader of a new store, processes it; the memory peaks meanwhile. */
async function processFiles(list: CorpusFile[]) {
  const storeId = randomUUID();
  const loaderId = randomUUID();
  await db
    .insertInto('document_store')
    .values({ id: storeId, workspace_id: workspaceId, name: storeId, status: 'EMPTY' })
    .execute();
  await db
    .insertInto('document_store_loader')
    .values({
      id: loaderId,
      store_id: storeId,
      workspace_id: workspaceId,
      loader_component: 'fileLoader',
      splitter_component: 'recursiveCharacterTextSplitter',
      splitter_config: JSON.stringify(splitter),
    })
    .execute();
  for (const f of list.splice(0))
    await db
      .insertInto('document_store_file')
      .values({
        id: randomUUID(),
        loader_id: loaderId,
        store_id: storeId,
        workspace_id: workspaceId,
        name: f.name,
        mime: f.mime,
        size: f.bytes.byteLength,
        content: f.bytes,
      })
      .execute();
  // the corpus now lives in the database only
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 50);
  const loader = await db
    .selectFrom('document_store_loader')
    .selectAll()
    .where('id', '=', loaderId)
    .executeTakeFirstOrThrow();
  const started = performance.now();
  const job = await processLoader(db, loader, false);
  await jobFinished(job.id);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const done = await readJob(db, workspaceId, job.id);
  if (done.status !== 'succeeded') throw new Error(`processing ${done.status}: ${done.message}`);
  const { totalChunks } = done.result as { totalChunks: number };
  return { storeId, totalChunks, ms, heapRise: peak.heap - base.heapUsed, rssRise: peak.rss - base.rss };
}

// memory: a tenth of the corpus first, then the whole; streaming keeps the rise from growing with it
const small = corpus(corpusMb / 10);
const smallRun = await processFiles(small.files);
const run = await processFiles(files);
const { storeId, totalChunks, ms: processMs } = run;

t = performance.now();
const upsert = await startUpsert(db, { dataDir, allowPrivate: true }, console as never, {
  storeId,
  workspaceId,
  embedding: {
    name: 'openAICompatibleEmbeddings',
    config: { basepath: llm.baseURL, modelName: 'words-256' },
  },
  batch: { batchSize: 256 },
});
await jobFinished(upsert.id);
const upsertMs = performance.now() - t;
const upserted = await readJob(db, workspaceId, upsert.id);
if (upserted.status !== 'succeeded') throw new Error(`upsert ${upserted.status}: ${upserted.message}`);

const rate = (n: number, ms: number) => n / (ms / 1000);
const base0 = rate(baselineChunks, baselineMs);
console.log(
  `split alone (baseline): ${baselineChunks} chunks in ${(baselineMs / 1000).toFixed(1)} s, ${base0.toFixed(0)} chunks/s`,
);
console.log(
  `process (load, split, record manager): ${totalChunks} chunks in ${(processMs / 1000).toFixed(1)} s, ${rate(totalChunks, processMs).toFixed(0)} chunks/s = ${(rate(totalChunks, processMs) / base0).toFixed(2)}x baseline`,
);
console.log(
  `upsert (embed 256-d, write vectors): ${totalChunks} chunks in ${(upsertMs / 1000).toFixed(1)} s, ${rate(totalChunks, upsertMs).toFixed(0)} chunks/s = ${(rate(totalChunks, upsertMs) / base0).toFixed(2)}x baseline`,
);
const mbOf = (n: number) => `${(n / MB).toFixed(0)} MB`;
console.log(
  `memory while processing: ${mbOf(small.total)} corpus heap +${mbOf(smallRun.heapRise)} (RSS +${mbOf(smallRun.rssRise)}); ${mbOf(total)} corpus heap +${mbOf(run.heapRise)} (RSS +${mbOf(run.rssRise)}): 10x the corpus, ${(run.heapRise / smallRun.heapRise).toFixed(2)}x the heap rise`,
);
await llm.close();
await close();
rmSync(dataDir, { recursive: true, force: true });
