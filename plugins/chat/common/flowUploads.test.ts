import { describe, expect, it } from 'vitest';
import { flowUploads } from './flowUploads.ts';

const flow = (inputs: Record<string, unknown>) =>
  JSON.stringify({ nodes: [{ id: 'a', data: { name: 'llmAgentflow', inputs } }], edges: [] });

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
    expect(flowUploads('nope')).toMatchObject({ isImageUploadAllowed: false, isRAGFileUploadAllowed: false });
  });
});
