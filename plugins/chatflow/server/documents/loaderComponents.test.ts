import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { closeNow, listenOnLoopback } from '../../../../tests/http/loopbackServer.ts';
import { dataUri, testRun } from '../componentTestKit.ts';
import type { DocumentsInstance } from '../componentTypes.ts';
import { loaderComponent } from './loaderComponents.ts';
import { splitterComponent } from './splitterComponent.ts';

const site = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': req.url === '/api' ? 'application/json' : 'text/html' });
  res.end(
    req.url === '/api'
      ? JSON.stringify({ items: [{ title: 'First item' }] })
      : '<html><head><title>Home</title></head><body><h1>Welcome</h1><p>Opening hours are nine to five.</p></body></html>',
  );
});
const base = await listenOnLoopback(site);
afterAll(() => closeNow(site));

const load = async (name: string, inputs: Record<string, unknown>, extra?: Record<string, unknown>) =>
  (await testRun().build(name, loaderComponent(name), inputs, extra)) as DocumentsInstance | string;
const docsOf = (v: DocumentsInstance | string) => (v as DocumentsInstance).docs;

describe('document loader nodes (on the document stores’ loaders)', () => {
  it('csvFile: one document per row, or only the chosen column, with the metadata rules', async () => {
    const file = dataUri('people.csv', 'name,city\nAda,London\nAlan,Wilmslow\n', 'text/csv');
    expect(docsOf(await load('csvFile', { csvFile: file })).map((d) => d.pageContent)).toEqual([
      'name: Ada\ncity: London',
      'name: Alan\ncity: Wilmslow',
    ]);
    const column = docsOf(
      await load('csvFile', {
        csvFile: file,
        columnName: 'city',
        metadata: '{"set":"people"}',
        omitMetadataKeys: 'line',
      }),
    );
    expect(column).toEqual([
      { pageContent: 'London', metadata: { source: 'people.csv', set: 'people' } },
      { pageContent: 'Wilmslow', metadata: { source: 'people.csv', set: 'people' } },
    ]);
    await expect(load('csvFile', { csvFile: file, columnName: 'age' })).rejects.toThrow(
      "has no column 'age'",
    );
  });

  it('jsonFile: the string values at the pointers; the Text output joins the documents', async () => {
    const file = dataUri(
      'faq.json',
      JSON.stringify([
        { q: 'Hours?', a: 'Nine to five' },
        { q: 'Parking?', a: 'Yes' },
      ]),
    );
    expect(
      docsOf(await load('jsonFile', { jsonFile: file, pointersName: 'a' })).map((d) => d.pageContent),
    ).toEqual(expect.arrayContaining(['Nine to five', 'Yes']));
    const text = await load(
      'jsonFile',
      { jsonFile: file, pointersName: 'q' },
      { outputs: { output: 'text' } },
    );
    expect(text).toBe('Hours?\nParking?');
  });

  it('textFile: code files read as text and split by the connected splitter; no file, no documents', async () => {
    const t = testRun();
    const splitter = await t.build('characterTextSplitter', splitterComponent('characterTextSplitter'), {
      chunkSize: 20,
      chunkOverlap: 0,
      separator: '\n',
    });
    const docs = docsOf(
      (await t.build('textFile', loaderComponent('textFile'), {
        txtFile: dataUri('main.py', 'def a():\n    return 1\ndef b():\n    return 2\n'),
        textSplitter: splitter,
      })) as DocumentsInstance,
    );
    expect(docs.length).toBeGreaterThan(1);
    expect(docs[0]?.metadata.source).toBe('main.py');
    expect(docsOf(await load('textFile', { txtFile: '' }))).toEqual([]);
    await expect(load('textFile', { txtFile: 'FILE-STORAGE::["a.txt"]' })).rejects.toThrow(/upload it again/);
  });

  it('cheerioWebScraper and apiLoader: pages and API answers through the guarded fetch', async () => {
    const page = docsOf(
      await load('cheerioWebScraper', { url: `${base}/`, relativeLinksMethod: '', limit: 0 }),
    );
    expect(page[0]?.pageContent).toContain('Opening hours are nine to five.');
    const api = docsOf(await load('apiLoader', { method: 'GET', url: `${base}/api` }));
    expect(api[0]?.pageContent).toContain('First item');
  });
});
