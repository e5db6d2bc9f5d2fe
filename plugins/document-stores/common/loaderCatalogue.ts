import type { StoreComponent } from './componentTypes.ts';
import { METADATA_PARAMS } from './metadataParams.ts';

/** File types the file loader reads, by extension. */
export const FILE_EXTENSIONS = [
  '.txt',
  '.md',
  '.markdown',
  '.csv',
  '.json',
  '.jsonl',
  '.html',
  '.htm',
  '.pdf',
  '.docx',
];

const loader = (
  c: Omit<StoreComponent, 'version' | 'type' | 'category' | 'baseClasses'>,
): StoreComponent => ({
  version: 1,
  type: 'Document',
  category: 'Document Loaders',
  baseClasses: ['Document'],
  ...c,
  inputs: [...c.inputs, ...METADATA_PARAMS],
});

/** The loaders a store can use (GET /document-store/components/loaders). */
export const LOADERS: readonly StoreComponent[] = [
  loader({
    label: 'File Loader',
    name: 'fileLoader',
    icon: 'DocumentArrowUp24Regular',
    description: 'Uploaded files: txt, md, csv, json, jsonl, html, pdf, docx',
    inputs: [
      { label: 'Files', name: 'files', type: 'file', fileType: FILE_EXTENSIONS.join(',') },
      {
        label: 'PDF Usage',
        name: 'pdfUsage',
        type: 'options',
        default: 'perPage',
        optional: true,
        additionalParams: true,
        options: [
          { label: 'One document per page', name: 'perPage' },
          { label: 'One document per file', name: 'perFile' },
        ],
      },
      {
        label: 'JSON Pointers',
        name: 'pointersName',
        type: 'string',
        optional: true,
        additionalParams: true,
        placeholder: 'text, body',
        description:
          'JSON and JSONL: only the values of these keys become text (all string values when empty)',
      },
    ],
  }),
  loader({
    label: 'Plain Text',
    name: 'plainText',
    icon: 'TextT24Regular',
    description: 'Text typed or pasted here',
    inputs: [{ label: 'Text', name: 'text', type: 'string', rows: 8, placeholder: 'Paste the text here' }],
  }),
  loader({
    label: 'Web Page',
    name: 'webPage',
    icon: 'Globe24Regular',
    description:
      'A web page by URL as text (scripts, styles and navigation left out), optionally crawling same-site links',
    inputs: [
      { label: 'URL', name: 'url', type: 'string', placeholder: 'https://example.com/docs' },
      {
        label: 'Crawl Same-Site Links',
        name: 'crawl',
        type: 'boolean',
        default: false,
        optional: true,
        description: 'Also load pages linked from it on the same site',
      },
      {
        label: 'Page Limit',
        name: 'limit',
        type: 'number',
        default: 10,
        optional: true,
        description: 'Most pages to load when crawling (1 to 100)',
      },
    ],
  }),
  loader({
    label: 'API Loader',
    name: 'apiLoader',
    icon: 'PlugConnected24Regular',
    description: 'The JSON (or text) answer of an HTTP GET or POST',
    inputs: [
      {
        label: 'Method',
        name: 'method',
        type: 'options',
        default: 'GET',
        options: [
          { label: 'GET', name: 'GET' },
          { label: 'POST', name: 'POST' },
        ],
      },
      { label: 'URL', name: 'url', type: 'string', placeholder: 'https://api.example.com/items' },
      { label: 'Headers', name: 'headers', type: 'json', optional: true, additionalParams: true },
      { label: 'Body', name: 'body', type: 'json', optional: true, additionalParams: true },
    ],
  }),
];
