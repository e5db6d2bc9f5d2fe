import { LOADERS } from '../../document-stores/public.ts';
import type { ExportData } from '../common/exportTypes.ts';
import type { ImportReport } from './importReport.ts';

type Item = Record<string, unknown>;

const OURS = new Set(LOADERS.map((l) => l.name));
/** The peer's loaders of uploaded files: their chunks come along, their files do not. */
const FILE_LOADERS = new Set([
  'pdfFile',
  'docxFile',
  'csvFile',
  'jsonFile',
  'jsonlinesFile',
  'textFile',
  'epubFile',
  'microsoftWord',
  'microsoftExcel',
  'microsoftPowerpoint',
  'unstructuredFileLoader',
]);
/** The peer's web page loaders: one page, or a same-site crawl. */
const WEB_LOADERS = new Set(['cheerioWebScraper', 'playwrightWebScraper', 'puppeteerWebScraper']);

const object = (v: unknown): Item => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Item) : {});

function parseList(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v;
  if (typeof v !== 'string' || !v.trim()) return null;
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Files a loader's config carries as data URIs (a peer database import put them there from its storage). */
function carriedFiles(config: Item): string[] {
  return Object.values(config).flatMap((v) => {
    const list = typeof v === 'string' && v.startsWith('[') ? parseList(v) : typeof v === 'string' ? [v] : v;
    return Array.isArray(list)
      ? list.filter((x): x is string => typeof x === 'string' && x.startsWith('data:'))
      : [];
  });
}

/** Our loader for one of the peer's, with the settings that carry over; null when none fits. */
function ourLoader(loader: Item): Item | null {
  const name = String(loader.loaderId);
  if (OURS.has(name)) return loader;
  const config = object(loader.loaderConfig);
  if (FILE_LOADERS.has(name)) {
    const usage = config.usage ?? config.pdfUsage;
    const files = carriedFiles(config);
    return {
      ...loader,
      loaderId: 'fileLoader',
      loaderConfig: { ...(usage ? { pdfUsage: usage } : {}), ...(files.length ? { files } : {}) },
    };
  }
  if (WEB_LOADERS.has(name)) {
    const crawl = config.relativeLinksMethod === 'webCrawl';
    return {
      ...loader,
      loaderId: 'webPage',
      loaderConfig: { url: config.url, crawl, ...(config.limit ? { limit: Number(config.limit) } : {}) },
    };
  }
  return null;
}

/**
 * Document stores of the peer use its loader components (pdfFile, cheerioWebScraper, ...): those
 * with a counterpart here become it (file loaders: the chunks come along, the files do not; web
 * scrapers: the web page loader with their URL), and a loader with none (Notion, Confluence...)
 * is left out with its chunks, reported, instead of refusing the whole file.
 */
export function adaptPeerStores(data: Partial<ExportData>, report: ImportReport): Partial<ExportData> {
  if (!data.DocumentStore?.length) return data;
  const dropped = new Map<string, string>();
  const stores = data.DocumentStore.map((store) => {
    const loaders = parseList(store.loaders);
    if (!loaders) return store;
    const kept: unknown[] = [];
    for (const raw of loaders) {
      const loader = object(raw);
      const name = String(loader.loaderId);
      const ours = ourLoader(loader);
      if (!ours) {
        dropped.set(String(loader.id), name);
        report.note(
          'DocumentStore',
          `${String(store.name)}: loader '${name}' has no counterpart here, left out`,
        );
        continue;
      }
      if (ours !== loader) {
        const withFiles = Boolean(object(ours.loaderConfig).files);
        report.note(
          'DocumentStore',
          `${String(store.name)}: loader '${name}' became '${String(ours.loaderId)}'${
            !FILE_LOADERS.has(name)
              ? ''
              : withFiles
                ? ' with its files'
                : ' (its files did not come along; add them again to re-process)'
          }`,
        );
      }
      kept.push(ours);
    }
    return { ...store, loaders: kept };
  });
  const chunks = (data.DocumentStoreFileChunk ?? []).filter((chunk) => {
    const name = dropped.get(String(chunk.docId));
    if (name) report.skipped('DocumentStoreFileChunk', `its loader '${name}' has no counterpart here`);
    return !name;
  });
  return { ...data, DocumentStore: stores, DocumentStoreFileChunk: chunks };
}
