import { httpError } from '../../../../host/server/http/HttpError.ts';
import { csvRowTexts } from '../../common/csvRows.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { jsonStrings } from '../../common/jsonStrings.ts';
import { docxText } from './docxText.ts';
import { pdfCheck, pdfPages } from './pdfPages.ts';
import { extensionOf, type UploadedFile } from './uploadedFile.ts';

export interface FileLoaderOptions {
  /** PDFs: one document per page (default) or per file. */
  pdfUsage?: 'perPage' | 'perFile';
  /** JSON and JSONL: only these keys' values. */
  pointers?: string[];
}

function utf8(file: UploadedFile): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.bytes).replace(/^\uFEFF/, '');
  } catch {
    throw httpError(400, `File '${file.name}' is not UTF-8 text`);
  }
}

function parseJson(file: UploadedFile, text: string, line?: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const where = line === undefined ? '' : ` on line ${line}`;
    throw httpError(400, `File '${file.name}' is not valid JSON${where}: ${(error as Error).message}`);
  }
}

/** The documents of one uploaded file, by its extension; 400 when it cannot be read. */
export async function fileDocuments(
  file: UploadedFile,
  options: FileLoaderOptions = {},
): Promise<LoadedDocument[]> {
  const source = file.name;
  const docs = (texts: string[], extra: (i: number) => Record<string, unknown> = () => ({})) =>
    texts
      .filter((t) => t.trim())
      .map((pageContent, i) => ({ pageContent, metadata: { source, ...extra(i) } }));
  switch (extensionOf(file.name)) {
    case '.pdf': {
      const pages = await pdfPages(file);
      if (options.pdfUsage === 'perFile')
        return docs([pages.join('\n\n')], () => ({ totalPages: pages.length }));
      return pages
        .map((text, i) => ({
          pageContent: text,
          metadata: { source, page: i + 1, totalPages: pages.length },
        }))
        .filter((d) => d.pageContent.trim());
    }
    case '.docx':
      return docs([await docxText(file)]);
    case '.csv':
      return docs(csvRowTexts(utf8(file)), (i) => ({ line: i + 1 }));
    case '.json':
      return docs(jsonStrings(parseJson(file, utf8(file)), options.pointers));
    case '.jsonl': {
      const lines = utf8(file).split(/\r?\n/);
      const texts: string[] = [];
      lines.forEach((line, i) => {
        if (line.trim()) texts.push(...jsonStrings(parseJson(file, line, i + 1), options.pointers));
      });
      return docs(texts);
    }
    case '.html':
    case '.htm': {
      // The HTML parser and Markdown converter load with the first page, not at server start.
      const { htmlPage } = await import('./htmlPage.ts');
      const page = htmlPage(utf8(file));
      return docs([page.text], () => (page.title ? { title: page.title } : {}));
    }
    default:
      return docs([utf8(file)]);
  }
}

/** Opens a new file the cheap way (PDF structure, .docx zip, JSON syntax, UTF-8); 400 when it cannot be read. */
export async function checkFileReadable(file: UploadedFile): Promise<void> {
  const ext = extensionOf(file.name);
  if (ext === '.pdf') await pdfCheck(file);
  else if (ext === '.docx') await docxText(file);
  else if (ext === '.json') parseJson(file, utf8(file));
  else utf8(file);
}
