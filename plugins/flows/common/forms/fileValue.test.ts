import { describe, expect, it } from 'vitest';
import { encodeFile, encodeFiles, fileNamesOf } from './fileValue.ts';

describe('file values', () => {
  it('saves one file as its data URL with the name appended', () => {
    expect(encodeFile('data:text/plain;base64,aGk=', 'a.txt')).toBe(
      'data:text/plain;base64,aGk=,filename:a.txt',
    );
    expect(encodeFiles([{ dataUrl: 'data:,x', name: 'x.txt' }])).toBe('data:,x,filename:x.txt');
  });
  it('saves several files as a JSON list and reads the names back', () => {
    const value = encodeFiles([
      { dataUrl: 'data:,a', name: 'dir/a.txt' },
      { dataUrl: 'data:,b', name: 'dir/b.txt' },
    ]);
    expect(JSON.parse(value)).toHaveLength(2);
    expect(fileNamesOf(value)).toEqual(['dir/a.txt', 'dir/b.txt']);
    expect(fileNamesOf('data:,x,filename:x.txt')).toEqual(['x.txt']);
    expect(fileNamesOf('')).toEqual([]);
    expect(fileNamesOf(42)).toEqual([]);
  });
  it("reads the names of files the server keeps (the peer's FILE-STORAGE reference)", () => {
    expect(fileNamesOf('FILE-STORAGE::["a.pdf","b.txt"]')).toEqual(['a.pdf', 'b.txt']);
    expect(fileNamesOf('FILE-STORAGE::not json')).toEqual([]);
  });
});
