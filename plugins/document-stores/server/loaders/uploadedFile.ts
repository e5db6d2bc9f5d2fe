import { httpError } from '../../../../host/server/http/HttpError.ts';
import { FILE_EXTENSIONS } from '../../common/loaderCatalogue.ts';

/** A file handed to a loader: from a data URI in the request, or from the loader's saved files. */
export interface UploadedFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** The peer's reference to a loader's already saved files: FILE-STORAGE::["a.pdf","b.txt"]. */
export const FILE_STORAGE_PREFIX = 'FILE-STORAGE::';

const MIME_BY_EXT: Record<string, string> = {
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Refuses (400) a file the loader cannot read: an unknown type or no bytes. */
export function checkFile(file: UploadedFile): UploadedFile {
  const ext = extensionOf(file.name);
  if (!FILE_EXTENSIONS.includes(ext))
    throw httpError(
      400,
      `File '${file.name}': unsupported file type '${ext || 'none'}'; supported: ${FILE_EXTENSIONS.join(', ')}`,
    );
  if (file.bytes.byteLength === 0) throw httpError(400, `File '${file.name}' is empty`);
  return { ...file, mime: MIME_BY_EXT[ext] ?? file.mime };
}

/**
 * Files in the peer's data-URI form, one string or a JSON array of them:
 * `data:<mime>;base64,<data>,filename:<name>`, refused (400) when the loader cannot read their type.
 */
export function parseDataUris(value: unknown): UploadedFile[] {
  return decodeDataUris(value).map(checkFile);
}

/** An uploaded part as the loaders' data URI ('data:<type>;base64,<data>,filename:<name>'). */
export async function fileAsDataUri(file: File): Promise<string> {
  const b64 = Buffer.from(await file.arrayBuffer()).toString('base64');
  return `data:${file.type || 'application/octet-stream'};base64,${b64},filename:${file.name}`;
}

/** The files of data URIs as they are, any type (chatflow loaders read code files as text). */
export function decodeDataUris(value: unknown): UploadedFile[] {
  let list: unknown = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      throw httpError(400, 'loaderConfig.files: not a JSON array of data URIs');
    }
  }
  const items = Array.isArray(list) ? list : [list];
  return items.map((item, i) => {
    const m =
      typeof item === 'string' ? /^data:([^;,]*)(?:;[^,]*)?;base64,([^,]*),filename:(.+)$/s.exec(item) : null;
    if (!m)
      throw httpError(400, `loaderConfig.files[${i}]: expected 'data:<type>;base64,<data>,filename:<name>'`);
    const name = (m[3] as string).trim();
    if (!name || /[\\/]/.test(name)) throw httpError(400, `loaderConfig.files[${i}]: bad file name`);
    return { name, mime: m[1] || 'application/octet-stream', bytes: Buffer.from(m[2] as string, 'base64') };
  });
}

/** The names a FILE-STORAGE reference lists, or null when `value` is not one. */
export function storedFileNames(value: unknown): string[] | null {
  if (typeof value !== 'string' || !value.startsWith(FILE_STORAGE_PREFIX)) return null;
  try {
    const names = JSON.parse(value.slice(FILE_STORAGE_PREFIX.length));
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return names;
  } catch {
    // fall through
  }
  throw httpError(400, `loaderConfig.files: bad ${FILE_STORAGE_PREFIX} reference`);
}
