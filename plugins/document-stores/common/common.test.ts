import { describe, expect, it } from 'vitest';
import { applyMetadata, metadataKeyList } from './applyMetadata.ts';
import { csvRows, csvRowTexts } from './csvRows.ts';
import { jsonStrings } from './jsonStrings.ts';
import { planChunkSync } from './planChunkSync.ts';

describe('applyMetadata', () => {
  const docs = [{ pageContent: 'a', metadata: { source: 'a.txt', page: 2, pdf: { v: 1 } } }];
  it('adds custom key-values over what the loader found and omits listed keys', () => {
    expect(applyMetadata(docs, { team: 'hr', page: 9 }, ['pdf'])[0]?.metadata).toEqual({
      source: 'a.txt',
      page: 9,
      team: 'hr',
    });
  });
  it("'*' keeps only the added keys", () => {
    expect(applyMetadata(docs, { team: 'hr' }, ['*'])[0]?.metadata).toEqual({ team: 'hr' });
  });
  it('parses the key list', () => {
    expect(metadataKeyList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(metadataKeyList(undefined)).toEqual([]);
  });
});

describe('csvRows', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    expect(csvRows('a,b\n"x, y","say ""hi""\nthere"\r\n1,2\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', '2'],
    ]);
  });
  it('turns rows into column: value texts', () => {
    expect(csvRowTexts('name,age\nAda,36\nBob,')).toEqual(['name: Ada\nage: 36', 'name: Bob\nage: ']);
    expect(csvRowTexts('')).toEqual([]);
  });
});

describe('jsonStrings', () => {
  const value = {
    title: 'T',
    items: [
      { text: 'one', n: 1 },
      { text: 'two', other: 'o' },
    ],
  };
  it('collects every string value without keys', () => {
    expect(jsonStrings(value)).toEqual(['T', 'one', 'two', 'o']);
  });
  it('collects only the chosen keys, at any depth', () => {
    expect(jsonStrings(value, ['text', 'n'])).toEqual(['one', '1', 'two']);
  });
});

describe('planChunkSync (record manager)', () => {
  const stored = [
    { id: 'a', chunkNo: 0, hash: 'h1' },
    { id: 'b', chunkNo: 1, hash: 'h2' },
    { id: 'c', chunkNo: 2, hash: 'h3' },
  ];
  it('keeps unchanged chunks, inserts new ones and removes vanished ones', () => {
    expect(planChunkSync(stored, ['h1', 'h4', 'h3'])).toEqual({
      keep: [
        { id: 'a', chunkNo: 0, moved: false },
        { id: 'c', chunkNo: 2, moved: false },
      ],
      insert: [1],
      remove: ['b'],
    });
  });
  it('notices moved chunks and keeps repeated ones as often as they occur', () => {
    const plan = planChunkSync([...stored, { id: 'd', chunkNo: 3, hash: 'h1' }], ['h3', 'h1']);
    expect(plan.keep).toEqual([
      { id: 'c', chunkNo: 0, moved: true },
      { id: 'a', chunkNo: 1, moved: true },
    ]);
    expect(plan.remove.sort()).toEqual(['b', 'd']);
    expect(plan.insert).toEqual([]);
  });
  it('unchanged input changes nothing', () => {
    const plan = planChunkSync(stored, ['h1', 'h2', 'h3']);
    expect(plan.insert).toEqual([]);
    expect(plan.remove).toEqual([]);
    expect(plan.keep.every((k) => !k.moved)).toBe(true);
  });
});
