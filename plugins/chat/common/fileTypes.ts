/** File types whose text can go into a question whole (PDFs are read for their text). */
export const TEXT_FILE_TYPES: readonly string[] = [
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/json',
  'text/html',
  'application/xml',
  'text/xml',
  'application/pdf',
];

/** A stored type list ('text/plain, text/csv', as the peer keeps allowedUploadFileTypes) as names. */
export function listedFileTypes(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  pdf: 'application/pdf',
};

/** Browsers report '' or other names for some of these (.md, .csv on Windows): the extension decides then. */
const ALIASES: Record<string, string> = {
  'text/x-markdown': 'text/markdown',
  'application/csv': 'text/csv',
  'application/vnd.ms-excel': 'text/csv',
};

/** A file's type as we check it: the browser's type, else (or when unknown to us) its extension's. */
export function fileMime(name: string, type: string): string {
  const given = ALIASES[type] ?? type;
  if (given && (given.startsWith('image/') || TEXT_FILE_TYPES.includes(given))) return given;
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? given;
}
