import { describe, expect, it } from 'vitest';
import { fileMime } from './fileTypes.ts';
import { flowUploads, fullFileTypes } from './flowUploads.ts';

const flow = (inputs: Record<string, unknown>) =>
  JSON.stringify({ nodes: [{ id: 'a', data: { name: 'llmAgentflow', inputs } }], edges: [] });
const config = (fullFileUpload: unknown) => JSON.stringify({ fullFileUpload });

describe('flowUploads', () => {
  it('allows images when a model config says so', () => {
    const u = flowUploads(flow({ llmModelConfig: { allowImageUploads: true } }));
    expect(u.isImageUploadAllowed).toBe(true);
    expect(u.imgUploadSizeAndTypes[0]?.fileTypes).toContain('image/png');
  });
  it('allows nothing otherwise, also for broken flow data', () => {
    expect(flowUploads(flow({ llmModelConfig: { allowImageUploads: false } })).isImageUploadAllowed).toBe(
      false,
    );
    expect(flowUploads('nope')).toMatchObject({
      isImageUploadAllowed: false,
      isRAGFileUploadAllowed: false,
      isFullFileUploadAllowed: false,
      fileUploadSizeAndTypes: [],
    });
  });
  it('allows whole documents when the chatbot config turns fullFileUpload on', () => {
    const u = flowUploads('{}', config({ status: true }));
    expect(u.isFullFileUploadAllowed).toBe(true);
    expect(u.fileUploadSizeAndTypes[0]).toEqual({
      fileTypes: expect.arrayContaining(['text/plain', 'text/csv', 'application/json']),
      maxUploadSize: 5,
    });
    expect(u.isImageUploadAllowed).toBe(false);
  });
  it('keeps only the listed types it can read; off, broken or nothing readable is no uploads', () => {
    expect(
      fullFileTypes(config({ status: true, allowedUploadFileTypes: 'text/csv, application/msword' })),
    ).toEqual(['text/csv']);
    expect(fullFileTypes(config({ status: true, allowedUploadFileTypes: 'application/zip' }))).toBeNull();
    expect(fullFileTypes(config({ status: false }))).toBeNull();
    expect(fullFileTypes('{')).toBeNull();
    expect(fullFileTypes(null)).toBeNull();
  });
  it('fileMime: the browser type, or the extension when the type is missing or an alias', () => {
    expect(fileMime('a.md', '')).toBe('text/markdown');
    expect(fileMime('a.csv', 'application/vnd.ms-excel')).toBe('text/csv');
    expect(fileMime('a.png', 'image/png')).toBe('image/png');
    expect(fileMime('a.bin', 'application/octet-stream')).toBe('application/octet-stream');
  });
});
