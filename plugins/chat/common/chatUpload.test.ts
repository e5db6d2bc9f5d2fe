import { describe, expect, it } from 'vitest';
import { base64Bytes, checkFile, checkUploads, imageUploads } from './chatUpload.ts';
import type { FlowUploads } from './flowUploads.ts';

const images: FlowUploads = {
  isSpeechToTextEnabled: false,
  isImageUploadAllowed: true,
  isRAGFileUploadAllowed: false,
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
