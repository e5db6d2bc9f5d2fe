import { describe, expect, it } from 'vitest';
import { splitDocuments, splitterSizes } from './splitDocuments.ts';
import { tokenizer } from './tokenizer.ts';

const doc = (pageContent: string) => ({ pageContent, metadata: { source: 'a.txt' } });
const prose = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about topic ${i % 5}.`).join(
  ' ',
);

describe('splitDocuments', () => {
  it('without a splitter keeps each document whole', async () => {
    expect(await splitDocuments([doc('a'), doc('b')], null, {})).toEqual([doc('a'), doc('b')]);
  });

  it('recursive character: chunks no longer than chunkSize, metadata kept', async () => {
    const chunks = await splitDocuments([doc(prose)], 'recursiveCharacterTextSplitter', {
      chunkSize: '200',
      chunkOverlap: 20,
    });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.pageContent.length).toBeLessThanOrEqual(200);
      expect(c.metadata.source).toBe('a.txt');
    }
  });

  it('character: splits on the given separator', async () => {
    const chunks = await splitDocuments([doc('one|two|three')], 'characterTextSplitter', {
      chunkSize: 4,
      chunkOverlap: 0,
      separator: '|',
    });
    expect(chunks.map((c) => c.pageContent)).toEqual(['one', 'two', 'three']);
  });

  it('token: counts tokens with a real tokenizer, offline', async () => {
    const enc = await tokenizer('cl100k_base');
    const chunks = await splitDocuments([doc(prose)], 'tokenTextSplitter', {
      encodingName: 'cl100k_base',
      chunkSize: 50,
      chunkOverlap: 10,
    });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(enc.encode(c.pageContent).length).toBeLessThanOrEqual(50);
    // A token is not a character: 50 tokens hold far more than 50 characters.
    expect(chunks[0]?.pageContent.length).toBeGreaterThan(100);
    // Reading the encoding's ranks takes seconds on a busy machine.
  }, 60_000);

  it('markdown: prefers section (##) boundaries', async () => {
    const md = `## One\n\n${'alpha '.repeat(20)}\n\n## Two\n\n${'beta '.repeat(20)}`;
    const chunks = await splitDocuments([doc(md)], 'markdownTextSplitter', {
      chunkSize: 150,
      chunkOverlap: 0,
    });
    expect(chunks[0]?.pageContent.startsWith('## One')).toBe(true);
    expect(chunks.some((c) => c.pageContent.startsWith('## Two'))).toBe(true);
  });

  it('code: splits a Python file at its functions', async () => {
    const py = [
      'def a():',
      '    return 1',
      '',
      'def b():',
      '    return 2',
      '',
      'def c():',
      '    return 3',
    ].join('\n');
    const chunks = await splitDocuments([doc(py)], 'codeTextSplitter', {
      language: 'python',
      chunkSize: 30,
      chunkOverlap: 0,
    });
    expect(chunks.map((c) => c.pageContent.split('\n')[0])).toEqual(['def a():', 'def b():', 'def c():']);
  });

  it('HTML to markdown: tags become markdown before splitting', async () => {
    const chunks = await splitDocuments(
      [doc('<h1>Title</h1><p>Some <b>bold</b> text</p><ul><li>x</li></ul>')],
      'htmlToMarkdownTextSplitter',
      { chunkSize: 500, chunkOverlap: 0 },
    );
    expect(chunks[0]?.pageContent).toContain('# Title');
    expect(chunks[0]?.pageContent).toContain('**bold**');
    expect(chunks[0]?.pageContent).not.toContain('<p>');
  });

  it('refuses unknown splitters, bad sizes, languages and separators with 400', async () => {
    const bad = [
      ['nope', {}],
      ['recursiveCharacterTextSplitter', { chunkSize: 0 }],
      ['recursiveCharacterTextSplitter', { chunkSize: 100, chunkOverlap: 100 }],
      ['recursiveCharacterTextSplitter', { chunkSize: 'big' }],
      ['recursiveCharacterTextSplitter', { separators: 'not json' }],
      ['codeTextSplitter', { language: 'cobol' }],
      ['tokenTextSplitter', { encodingName: 'llama' }],
    ] as const;
    for (const [name, config] of bad)
      await expect(splitDocuments([doc('x')], name, config)).rejects.toMatchObject({ statusCode: 400 });
    expect(splitterSizes('markdownTextSplitter', {})).toEqual({ chunkSize: 1000, chunkOverlap: 200 });
  });
});
