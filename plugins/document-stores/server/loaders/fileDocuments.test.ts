import { describe, expect, it } from 'vitest';
import { dataUri, makeDocx, makePdfPages } from '../../../../tests/api/documentStores/testFiles.ts';
import { fileDocuments } from './fileDocuments.ts';
import { checkFile, parseDataUris, storedFileNames } from './uploadedFile.ts';

const file = (name: string, content: string | Buffer) =>
  checkFile({ name, mime: '', bytes: Buffer.from(content) });

describe('fileDocuments', () => {
  it('reads text and markdown whole, with the file as source', async () => {
    expect(await fileDocuments(file('a.txt', '\uFEFFhello'))).toEqual([
      { pageContent: 'hello', metadata: { source: 'a.txt' } },
    ]);
    expect((await fileDocuments(file('b.md', '# T\n\nx')))[0]?.pageContent).toBe('# T\n\nx');
  });

  it('makes one document per CSV row', async () => {
    const docs = await fileDocuments(file('p.csv', 'name,city\nAda,London\nAlan,Wilmslow\n'));
    expect(docs).toEqual([
      { pageContent: 'name: Ada\ncity: London', metadata: { source: 'p.csv', line: 1 } },
      { pageContent: 'name: Alan\ncity: Wilmslow', metadata: { source: 'p.csv', line: 2 } },
    ]);
  });

  it('reads JSON and JSONL string values, or only the chosen keys', async () => {
    const json = JSON.stringify({
      items: [
        { text: 'one', id: 'x1' },
        { text: 'two', id: 'x2' },
      ],
    });
    expect((await fileDocuments(file('d.json', json))).map((d) => d.pageContent)).toEqual([
      'one',
      'x1',
      'two',
      'x2',
    ]);
    expect(
      (await fileDocuments(file('d.json', json), { pointers: ['text'] })).map((d) => d.pageContent),
    ).toEqual(['one', 'two']);
    const lines = '{"text":"a"}\n\n{"text":"b"}\n';
    expect((await fileDocuments(file('d.jsonl', lines))).map((d) => d.pageContent)).toEqual(['a', 'b']);
  });

  it('reads HTML without scripts, styles and navigation', async () => {
    const html =
      '<html><head><title>Guide</title><style>p{}</style><script>alert(1)</script></head><body><nav><a href="/x">Menu</a></nav><h1>Install</h1><p>Run it.</p><footer>(c)</footer></body></html>';
    const [doc] = await fileDocuments(file('g.html', html));
    expect(doc?.metadata).toEqual({ source: 'g.html', title: 'Guide' });
    expect(doc?.pageContent).toContain('# Install');
    expect(doc?.pageContent).toContain('Run it.');
    for (const gone of ['alert', 'Menu', 'p{}', '(c)']) expect(doc?.pageContent).not.toContain(gone);
  });

  it('reads a PDF per page (source, page) or per file', async () => {
    const pdf = makePdfPages(['First page text', 'Second page text']);
    const pages = await fileDocuments(file('r.pdf', pdf));
    expect(pages).toEqual([
      { pageContent: 'First page text', metadata: { source: 'r.pdf', page: 1, totalPages: 2 } },
      { pageContent: 'Second page text', metadata: { source: 'r.pdf', page: 2, totalPages: 2 } },
    ]);
    const whole = await fileDocuments(file('r.pdf', pdf), { pdfUsage: 'perFile' });
    expect(whole).toHaveLength(1);
    expect(whole[0]?.pageContent).toContain('Second page text');
  });

  it('reads a .docx', async () => {
    const [doc] = await fileDocuments(file('w.docx', await makeDocx(['Hello Word', 'Second paragraph'])));
    expect(doc?.pageContent).toContain('Hello Word');
    expect(doc?.pageContent).toContain('Second paragraph');
  });

  it('refuses bad files with 400 and a message naming the file', async () => {
    const cases: [string, string | Buffer, string][] = [
      ['x.exe', 'MZ', 'unsupported file type'],
      ['empty.txt', '', 'is empty'],
      ['bad.pdf', '%PDF-1.4 this is not really a pdf', 'corrupt'],
      ['nopdf.pdf', 'hello', 'not a PDF'],
      ['bad.docx', 'PK\u0003\u0004garbage', 'docx'],
      ['bad.json', '{nope', 'not valid JSON'],
      ['bin.txt', Buffer.from([0xff, 0xfe, 0x00, 0xd8]), 'not UTF-8'],
    ];
    for (const [name, content, message] of cases) {
      const run = async () => fileDocuments(file(name, content));
      await expect(run()).rejects.toMatchObject({ statusCode: 400 });
      await expect(run()).rejects.toThrow(message);
      await expect(run()).rejects.toThrow(name);
    }
  });
});

describe('uploaded file forms', () => {
  it('decodes data URIs, one or a JSON list', () => {
    const one = parseDataUris(dataUri('a.txt', 'hi', 'text/plain'));
    expect(one.map((f) => [f.name, Buffer.from(f.bytes).toString()])).toEqual([['a.txt', 'hi']]);
    const two = parseDataUris(JSON.stringify([dataUri('a.txt', 'x'), dataUri('b.md', 'y')]));
    expect(two.map((f) => f.name)).toEqual(['a.txt', 'b.md']);
  });
  it('refuses malformed data URIs and path-like names', () => {
    for (const bad of ['hello', 'data:text/plain;base64,aGk=', dataUri('../x.txt', 'x'), '[nope'])
      expect(() => parseDataUris(bad)).toThrow(/loaderConfig.files/);
  });
  it('reads FILE-STORAGE references', () => {
    expect(storedFileNames('FILE-STORAGE::["a.pdf"]')).toEqual(['a.pdf']);
    expect(storedFileNames('plain')).toBeNull();
    expect(() => storedFileNames('FILE-STORAGE::{')).toThrow();
  });
});
