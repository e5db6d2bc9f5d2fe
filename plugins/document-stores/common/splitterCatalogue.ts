import type { ComponentParam, StoreComponent } from './componentTypes.ts';

const sizeParams = (size = 1000, overlap = 200): ComponentParam[] => [
  { label: 'Chunk Size', name: 'chunkSize', type: 'number', default: size, description: 'Largest chunk' },
  { label: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: overlap, optional: true },
];

/** Languages the code-aware splitter knows (its separators follow each language's syntax). */
export const CODE_LANGUAGES = [
  'cpp',
  'go',
  'java',
  'js',
  'php',
  'proto',
  'python',
  'rst',
  'ruby',
  'rust',
  'scala',
  'swift',
  'markdown',
  'latex',
  'html',
  'sol',
] as const;

export const TOKEN_ENCODINGS = ['cl100k_base', 'o200k_base', 'p50k_base', 'r50k_base', 'gpt2'] as const;

const splitter = (c: Omit<StoreComponent, 'version' | 'type' | 'category' | 'baseClasses' | 'icon'>) =>
  ({
    version: 1,
    type: 'TextSplitter',
    category: 'Text Splitters',
    baseClasses: ['TextSplitter'],
    icon: 'TextWrap24Regular',
    ...c,
  }) satisfies StoreComponent;

/** The splitters (names as the peer's Text Splitter nodes). Sizes count characters unless said. */
export const SPLITTERS: readonly StoreComponent[] = [
  splitter({
    label: 'Recursive Character Text Splitter',
    name: 'recursiveCharacterTextSplitter',
    description: 'Splits on paragraphs, then lines, then words until chunks fit',
    inputs: [
      ...sizeParams(),
      {
        label: 'Custom Separators',
        name: 'separators',
        type: 'string',
        optional: true,
        additionalParams: true,
        description: 'A JSON array of separators, tried in order, e.g. ["\\n\\n", "\\n", " "]',
      },
    ],
  }),
  splitter({
    label: 'Character Text Splitter',
    name: 'characterTextSplitter',
    description: 'Splits on one separator, then merges pieces up to the chunk size',
    inputs: [
      ...sizeParams(),
      { label: 'Separator', name: 'separator', type: 'string', optional: true, default: '\n\n' },
    ],
  }),
  splitter({
    label: 'Token Text Splitter',
    name: 'tokenTextSplitter',
    description: 'Chunk size and overlap in tokens of an OpenAI tokenizer',
    inputs: [
      {
        label: 'Encoding',
        name: 'encodingName',
        type: 'options',
        default: 'cl100k_base',
        options: TOKEN_ENCODINGS.map((name) => ({ label: name, name })),
      },
      ...sizeParams(1000, 200),
    ],
  }),
  splitter({
    label: 'Markdown Text Splitter',
    name: 'markdownTextSplitter',
    description: 'Splits along Markdown headings, code blocks and paragraphs',
    inputs: sizeParams(),
  }),
  splitter({
    label: 'Code Text Splitter',
    name: 'codeTextSplitter',
    description: "Splits source code along the language's classes and functions",
    inputs: [
      {
        label: 'Language',
        name: 'language',
        type: 'options',
        default: 'js',
        options: CODE_LANGUAGES.map((name) => ({ label: name, name })),
      },
      ...sizeParams(),
    ],
  }),
  splitter({
    label: 'HtmlToMarkdown Text Splitter',
    name: 'htmlToMarkdownTextSplitter',
    description: 'Turns HTML into Markdown, then splits it like Markdown',
    inputs: sizeParams(),
  }),
];
