import { describe, expect, it } from 'vitest';
import { base64Bytes, checkFile, checkUploads, fullFileUploads, imageUploads } from './chatUpload.ts';
import type { FlowUploads } from './flowUploads.ts';

const images: FlowUploads = {
  isSpeechToTextEnabled: false,
  isImageUploadAllowed: true,
  isRAGFileUploadAllowed: false,
  isFullFileUploadAllowed: false,
  imgUploadSizeAndTypes: [{ fileTypes: ['image/png', 'image/jpeg'], maxUploadSize: 1 }],
  fileUploadSizeAndTypes: [],
};
const none: FlowUploads = { ...images, isImageUploadAllowed: false, imgUploadSizeAndTypes: [] };
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('chat uploads', () => {
  it('counts base64 bytes with padding', () => {
    for (const n of [0, 1, 2, 3, 10]) expect(base64Bytes(Buffer.alloc(n).toString('base64'))).toBe(n);
  });

  it('checkFile: allowed type and size, or why not', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 }, images)).toBeNull();
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 10 }, images)).toContain('only image/png');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 }, images)).toContain('1 MB');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 1 }, none)).toContain('does not take');
  });

  it('checkUploads: data URLs and URLs against the flow', () => {
    expect(checkUploads([{ type: 'file', name: 'a.png', mime: 'image/png', data: png(20) }], images)).toEqual(
      [],
    );
    expect(
      checkUploads([{ type: 'url', name: 'b', mime: 'image/jpeg', data: 'https://x.test/b.jpg' }], images),
    ).toEqual([]);
    const bad = checkUploads(
      [
        { type: 'file', name: 'a', mime: 'image/png', data: 'not a data url' },
        { type: 'file', name: 'b', mime: 'image/jpeg', data: png(1) },
        { type: 'file', name: 'c', mime: 'image/png', data: png(1024 * 1024 + 1) },
        { type: 'url', name: 'd', mime: 'image/png', data: 'file:///etc/passwd' },
      ],
      images,
    );
    expect(bad).toHaveLength(4);
    expect(bad[1]).toContain('not image/jpeg');
    expect(bad[2]).toContain('1 MB');
    expect(checkUploads([{ type: 'file', name: 'a', mime: 'image/png', data: png(1) }], none)).toHaveLength(
      1,
    );
  });

  it('imageUploads keeps images only', () => {
    expect(
      imageUploads([
        { type: 'file', name: 'a', mime: 'image/png', data: '' },
        { type: 'file', name: 'b', mime: 'text/plain', data: '' },
      ]).map((u) => u.name),
    ).toEqual(['a']);
  });
});

describe('document uploads (file:full)', () => {
  const files: FlowUploads = {
    ...images,
    isFullFileUploadAllowed: true,
    fileUploadSizeAndTypes: [{ fileTypes: ['text/plain', 'text/markdown'], maxUploadSize: 1 }],
  };
  const txt = (text: string, mime = 'text/plain') =>
    `data:${mime};base64,${Buffer.from(text).toString('base64')}`;

  it('checkFile takes allowed documents, by extension when the browser gives no type', () => {
    expect(checkFile({ name: 'a.txt', type: 'text/plain', size: 10 }, files)).toBeNull();
    expect(checkFile({ name: 'notes.md', type: '', size: 10 }, files)).toBeNull();
    expect(checkFile({ name: 'a.csv', type: 'text/csv', size: 10 }, files)).toContain('only image/png');
    expect(checkFile({ name: 'a.txt', type: 'text/plain', size: 2 * 1024 * 1024 }, files)).toContain('1 MB');
    expect(checkFile({ name: 'a.txt', type: 'text/plain', size: 1 }, images)).toContain('only');
  });

  it('checkUploads: data URLs or extracted text, right type names, only where allowed', () => {
    expect(
      checkUploads(
        [
          { type: 'file:full', name: 'a.txt', mime: 'text/plain', data: txt('hello') },
          { type: 'file:full', name: 'b.md', mime: 'text/markdown', data: '# already text' },
        ],
        files,
      ),
    ).toEqual([]);
    const errors = checkUploads(
      [
        { type: 'file', name: 'a.txt', mime: 'text/plain', data: txt('x') },
        { type: 'file:full', name: 'b.png', mime: 'image/png', data: png(1) },
        { type: 'url', name: 'c.txt', mime: 'text/plain', data: 'https://x.test/c.txt' },
        { type: 'file:full', name: 'd.txt', mime: 'text/plain', data: 'x'.repeat(1024 * 1024 + 1) },
        { type: 'file:full', name: 'e.txt', mime: 'text/plain', data: txt('x', 'text/csv') },
      ],
      files,
    );
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain("'file:full'");
    expect(errors[1]).toContain("type 'file'");
    expect(errors[2]).toContain('only images');
    expect(errors[3]).toContain('larger than 1 MB');
    expect(errors[4]).toContain('not text/plain');
    expect(
      checkUploads([{ type: 'file:full', name: 'a.txt', mime: 'text/plain', data: txt('x') }], images),
    ).toHaveLength(1);
  });

  it('fullFileUploads and imageUploads split a body', () => {
    const list = [
      { type: 'file' as const, name: 'a', mime: 'image/png', data: '' },
      { type: 'file:full' as const, name: 'b', mime: 'text/plain', data: '' },
    ];
    expect(imageUploads(list).map((u) => u.name)).toEqual(['a']);
    expect(fullFileUploads(list).map((u) => u.name)).toEqual(['b']);
  });
});
