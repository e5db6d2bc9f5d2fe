import { beforeAll, describe, expect, it } from 'vitest';
import { lastUserImages, lastUserText } from '../llm/openaiTestServer.ts';
import { engineHarness } from './engineHarness.ts';
import { makePdf } from './makePdf.ts';

const h = engineHarness();
let filesFlow: string;
let csvOnlyFlow: string;
let plainFlow: string;
let visionFlow: string;

const dataUrl = (text: string, mime = 'text/plain') =>
  `data:${mime};base64,${Buffer.from(text).toString('base64')}`;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const llmFlow = (chatbotConfig: object | null, allowImageUploads = false) =>
  h.createLlmFlow({
    modelConfig: { allowImageUploads },
    chatbot_config: chatbotConfig ? JSON.stringify(chatbotConfig) : undefined,
  });

beforeAll(async () => {
  filesFlow = await llmFlow({ fullFileUpload: { status: true } });
  csvOnlyFlow = await llmFlow({ fullFileUpload: { status: true, allowedUploadFileTypes: 'text/csv' } });
  plainFlow = await llmFlow(null);
  visionFlow = await llmFlow(null, true);
});

const anon = async (path: string) => (await h.server.anonymousFetch(`/api/v1${path}`)).json();
const predict = (flow: string, body: Record<string, unknown>) => h.call('POST', `/prediction/${flow}`, body);

describe('full-file uploads', () => {
  it('chatflows-uploads and the public config report them as the peer clients read them', async () => {
    expect(await anon(`/chatflows-uploads/${filesFlow}`)).toMatchObject({
      isFullFileUploadAllowed: true,
      isImageUploadAllowed: false,
      fileUploadSizeAndTypes: [
        { fileTypes: expect.arrayContaining(['text/plain', 'text/markdown', 'text/csv']), maxUploadSize: 5 },
      ],
    });
    expect((await anon(`/chatflows-uploads/${csvOnlyFlow}`)).fileUploadSizeAndTypes).toEqual([
      { fileTypes: ['text/csv'], maxUploadSize: 5 },
    ]);
    expect(await anon(`/chatflows-uploads/${plainFlow}`)).toMatchObject({
      isFullFileUploadAllowed: false,
      fileUploadSizeAndTypes: [],
    });
    const config = await anon(`/public-chatbotConfig/${filesFlow}`);
    expect(config.uploads.isFullFileUploadAllowed).toBe(true);
    expect(config.fullFileUpload).toEqual({ status: true });
  });

  it("a document's text reaches the model ahead of the question, in a block naming the file", async () => {
    const res = await predict(filesFlow, {
      question: 'Summarise these',
      uploads: [
        { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: dataUrl('hello from the file') },
        // The embed widget sends the text /attachments extracted.
        { type: 'file:full', name: 'plan "v2".md', mime: 'text/markdown', data: '# Plan\n- ship' },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(lastUserText(h.llm.requests[0]?.body ?? {})).toBe(
      '<file name="notes.txt" type="text/plain">\nhello from the file\n</file>\n\n' +
        '<file name="plan &#34;v2&#34;.md" type="text/markdown">\n# Plan\n- ship\n</file>\n\nSummarise these',
    );
    expect(res.body.question).toBe('Summarise these');
  });

  it("a PDF's text is read on the server (unpdf) and reaches the model", async () => {
    const pdf = `data:application/pdf;base64,${makePdf('Invoice total 42 EUR').toString('base64')}`;
    const res = await predict(filesFlow, {
      question: 'How much?',
      uploads: [{ type: 'file:full', name: 'invoice.pdf', mime: 'application/pdf', data: pdf }],
    });
    expect(res.status, res.text).toBe(200);
    expect(lastUserText(h.llm.requests[0]?.body ?? {})).toBe(
      '<file name="invoice.pdf" type="application/pdf">\nInvoice total 42 EUR\n</file>\n\nHow much?',
    );
  });

  it('a document without a question is a message too', async () => {
    const res = await predict(filesFlow, {
      question: '',
      uploads: [
        {
          type: 'file:full',
          name: 'a.json',
          mime: 'application/json',
          data: dataUrl('{"a":1}', 'application/json'),
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(lastUserText(h.llm.requests[0]?.body ?? {})).toBe(
      '<file name="a.json" type="application/json">\n{"a":1}\n</file>',
    );
  });

  it('refuses documents the flow does not take, with 400 naming the upload; nothing runs', async () => {
    const txt = { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: dataUrl('x') };
    const cases: [string, Record<string, unknown>][] = [
      [plainFlow, txt],
      [csvOnlyFlow, txt],
      [filesFlow, { ...txt, type: 'file' }],
      [filesFlow, { ...txt, name: 'a.zip', mime: 'application/zip', data: dataUrl('PK', 'application/zip') }],
      [
        filesFlow,
        {
          ...txt,
          name: 'broken.pdf',
          mime: 'application/pdf',
          data: dataUrl('%PDF-1.4 nothing', 'application/pdf'),
        },
      ],
      [filesFlow, { ...txt, data: dataUrl('x'.repeat(5 * 1024 * 1024 + 1)) }],
      [filesFlow, { ...txt, data: dataUrl('x', 'text/html') }],
    ];
    for (const [flow, upload] of cases) {
      const res = await predict(flow, { question: 'x', uploads: [upload] });
      expect(res.status, `${upload.name} ${upload.type}: ${res.text}`).toBe(400);
      expect(String(res.body.message)).toContain(`uploads[0] (${upload.name})`);
    }
    expect(h.llm.requests).toHaveLength(0);
  });
});

describe('image URLs', () => {
  it('refuses private, loopback and link-local hosts with 400 naming the upload', async () => {
    // This server allows 127.0.0.1 (its model server); every other loopback address stays refused.
    for (const url of [
      'http://127.0.0.2/cat.png',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/a.png',
      'http://[::1]/a.png',
      'http://127.1.2.3:8080/a.png',
    ]) {
      const res = await predict(visionFlow, {
        question: 'look',
        uploads: [{ type: 'url', name: 'inside.png', mime: 'image/png', data: url }],
      });
      expect(res.status, url).toBe(400);
      expect(String(res.body.message)).toMatch(
        /uploads\[0\] \(inside\.png\): Refused .*(private|loopback|link-local)/,
      );
    }
    expect(h.llm.requests).toHaveLength(0);
  });

  it('passes public URLs and data URLs on', async () => {
    const res = await predict(visionFlow, {
      question: 'look',
      uploads: [
        { type: 'file', name: 'dot.png', mime: 'image/png', data: PNG },
        { type: 'url', name: 'cat.jpg', mime: 'image/jpeg', data: 'https://93.184.215.14/cat.jpg' },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(lastUserImages(h.llm.requests[0]?.body ?? {})).toEqual([PNG, 'https://93.184.215.14/cat.jpg']);
  });
});

describe('POST /attachments (the embed widget reads documents here first)', () => {
  const post = (flow: string, files: { name: string; type: string; text: string | Buffer }[]) => {
    const form = new FormData();
    for (const f of files)
      form.append('files', new File([new Uint8Array(Buffer.from(f.text))], f.name, { type: f.type }));
    form.append('chatId', 'widget-chat');
    return h.server.anonymousFetch(`/api/v1/attachments/${flow}/widget-chat`, { method: 'POST', body: form });
  };

  it("answers each document's text, without a sign-in; the widget then sends it as file:full", async () => {
    const res = await post(filesFlow, [
      { name: 'notes.txt', type: 'text/plain', text: '\uFEFFhello widget' },
      { name: 'readme.md', type: '', text: '# Title' },
      { name: 'slides.pdf', type: 'application/pdf', text: makePdf('Slide one') },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { name: 'notes.txt', mimeType: 'text/plain', size: 15, content: 'hello widget' },
      { name: 'readme.md', mimeType: 'text/markdown', size: 7, content: '# Title' },
      {
        name: 'slides.pdf',
        mimeType: 'application/pdf',
        size: makePdf('Slide one').length,
        content: 'Slide one',
      },
    ]);
  });

  it('refuses flows without file uploads, wrong types, images and non-multipart bodies', async () => {
    const cases: [Promise<Response>, RegExp][] = [
      [post(plainFlow, [{ name: 'a.txt', type: 'text/plain', text: 'x' }]), /does not take file uploads/],
      [
        post(csvOnlyFlow, [{ name: 'a.txt', type: 'text/plain', text: 'x' }]),
        /files\[0\] \(a\.txt\): a\.txt: only text\/csv/,
      ],
      [post(filesFlow, [{ name: 'a.png', type: 'image/png', text: 'x' }]), /files\[0\] \(a\.png\): images/],
      [post(filesFlow, []), /No files/],
      [
        h.server.anonymousFetch(`/api/v1/attachments/${filesFlow}/c`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        /multipart\/form-data/,
      ],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect((await post('no-such-flow', [{ name: 'a.txt', type: 'text/plain', text: 'x' }])).status).toBe(404);
  });
});
