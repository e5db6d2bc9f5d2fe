import { beforeAll, describe, expect, it } from 'vitest';
import { lastUserImages, lastUserText } from '../llm/openaiTestServer.ts';
import { node as n, parseSse, engineHarness } from './engineHarness.ts';

const h = engineHarness();
let visionFlow: string;
let plainFlow: string;
// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const llmFlow = (allowImageUploads: boolean) => h.createLlmFlow({ modelConfig: { allowImageUploads } });

beforeAll(async () => {
  visionFlow = await llmFlow(true);
  plainFlow = await llmFlow(false);
});

const anon = async (path: string) => (await h.server.anonymousFetch(`/api/v1${path}`)).json();
const upload = (over: Record<string, unknown> = {}) => ({
  data: PNG,
  type: 'file',
  name: 'dot.png',
  mime: 'image/png',
  ...over,
});

describe('prediction uploads', () => {
  it('chatflows-uploads and the public config say which flows take images', async () => {
    expect(await anon(`/chatflows-uploads/${visionFlow}`)).toMatchObject({
      isImageUploadAllowed: true,
      imgUploadSizeAndTypes: [{ fileTypes: expect.arrayContaining(['image/png']), maxUploadSize: 5 }],
    });
    expect((await anon(`/public-chatbotConfig/${visionFlow}`)).uploads.isImageUploadAllowed).toBe(true);
    expect((await anon(`/chatflows-uploads/${plainFlow}`)).isImageUploadAllowed).toBe(false);
  });

  it('an image reaches the model as an image part of the user message (streaming too)', async () => {
    const res = await h.call('POST', `/prediction/${visionFlow}`, {
      question: 'What is this?',
      uploads: [
        upload(),
        upload({ type: 'url', data: 'https://images.example/cat.jpg', mime: 'image/jpeg' }),
      ],
      streaming: true,
    });
    expect(res.status).toBe(200);
    const tokens = parseSse(res.text).filter((x) => x.event === 'token');
    expect(tokens.map((x) => x.data).join('')).toBe('echo: What is this?');
    const body = h.llm.requests[0]?.body ?? {};
    expect(lastUserText(body)).toBe('What is this?');
    expect(lastUserImages(body)).toEqual([PNG, 'https://images.example/cat.jpg']);
  });

  it('refuses uploads the flow does not take, with 400 naming the upload; nothing runs', async () => {
    const cases: [string, Record<string, unknown>[]][] = [
      [plainFlow, [upload()]],
      [visionFlow, [upload({ mime: 'image/tiff', data: PNG.replace('image/png', 'image/tiff') })]],
      [visionFlow, [upload({ mime: 'image/jpeg' })]],
      [visionFlow, [upload({ data: 'not base64' })]],
      [visionFlow, [upload({ type: 'url', data: 'file:///etc/passwd' })]],
      [visionFlow, [upload({ type: 'audio' })]],
      [visionFlow, [upload({ data: `data:image/png;base64,${'A'.repeat(7 * 1024 * 1024)}` })]],
    ];
    for (const [flow, uploads] of cases) {
      const res = await h.call('POST', `/prediction/${flow}`, { question: 'x', uploads });
      expect(res.status, JSON.stringify(uploads).slice(0, 120)).toBe(400);
      expect(String(res.body.message)).toMatch(/uploads/);
    }
    expect(h.llm.requests).toHaveLength(0);
  });

  it('a model node without allowImageUploads gets text only', async () => {
    const mixed = await h.createFlowFromStart(
      n('llmAgentflow_0', 'llmAgentflow', h.model('llm', { allowImageUploads: true })),
      n('llmAgentflow_1', 'llmAgentflow', { ...h.model('llm'), llmUserMessage: 'Summarise {{question}}' }),
    );
    const res = await h.call('POST', `/prediction/${mixed}`, { question: 'look', uploads: [upload()] });
    expect(res.status).toBe(200);
    expect(lastUserImages(h.llm.requests[0]?.body ?? {})).toEqual([PNG]);
    expect(lastUserImages(h.llm.requests[1]?.body ?? {})).toEqual([]);
    expect(lastUserText(h.llm.requests[1]?.body ?? {})).toBe('Summarise look');
  });
});
