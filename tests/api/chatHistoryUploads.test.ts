import { beforeAll, describe, expect, it } from 'vitest';
import { engineHarness } from './engineHarness.ts';

const h = engineHarness();
let flow: string;
let otherFlow: string;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TXT = `data:text/plain;base64,${Buffer.from('the secret plan').toString('base64')}`;

const filesAndImagesFlow = () =>
  h.createLlmFlow({
    modelConfig: { allowImageUploads: true },
    chatbot_config: JSON.stringify({ fullFileUpload: { status: true } }),
  });

beforeAll(async () => {
  flow = await filesAndImagesFlow();
  otherFlow = await filesAndImagesFlow();
});

describe('uploads in chat history', () => {
  it('stores what the user attached with the question and returns it from GET /chatmessage', async () => {
    const chatId = 'chat-with-uploads';
    const res = await h.call('POST', `/internal-prediction/${flow}`, {
      question: 'What is in these?',
      chatId,
      uploads: [
        { type: 'file', name: 'dot.png', mime: 'image/png', data: PNG },
        { type: 'url', name: 'cat.jpg', mime: 'image/jpeg', data: 'https://images.example/cat.jpg' },
        { type: 'file:full', name: 'plan.txt', mime: 'text/plain', data: TXT },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const list = await h.call('GET', `/chatmessage/${flow}?chatId=${chatId}`);
    expect(list.status).toBe(200);
    const [question, answer] = list.body;
    expect(question).toMatchObject({ role: 'userMessage', content: 'What is in these?' });
    // Images keep their data; a document keeps its name and type, not its text.
    expect(question.fileUploads).toEqual([
      { type: 'file', name: 'dot.png', mime: 'image/png', data: PNG },
      { type: 'url', name: 'cat.jpg', mime: 'image/jpeg', data: 'https://images.example/cat.jpg' },
      // The document's text is not kept; its size is (the Files page lists it).
      { type: 'file:full', name: 'plan.txt', mime: 'text/plain', data: '', size: 'the secret plan'.length },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(Buffer.from('the secret plan').toString('base64'));
    expect(answer.role).toBe('apiMessage');
    expect(answer.fileUploads).toBeUndefined();

    // Another flow's history never shows them, even for the same chat id.
    const other = await h.call('GET', `/chatmessage/${otherFlow}?chatId=${chatId}`);
    expect(other.body).toEqual([]);

    // Deleting the chat deletes them with the messages.
    const del = await h.call('DELETE', `/chatmessage/${flow}?chatId=${chatId}`);
    expect(del.body).toEqual({ deleted: 2 });
    const rows = await h.server.app.brains.db
      .selectFrom('chat_message')
      .select('file_uploads')
      .where('chatflow_id', '=', flow)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a question that is only an attachment is stored too', async () => {
    const chatId = 'only-a-file';
    const res = await h.call('POST', `/internal-prediction/${flow}`, {
      question: '',
      chatId,
      uploads: [{ type: 'file:full', name: 'plan.txt', mime: 'text/plain', data: TXT }],
    });
    expect(res.status, res.text).toBe(200);
    const list = await h.call('GET', `/chatmessage/${flow}?chatId=${chatId}`);
    expect(list.body.map((m: { role: string }) => m.role)).toEqual(['userMessage', 'apiMessage']);
    expect(list.body[0]).toMatchObject({ content: '', fileUploads: [{ name: 'plan.txt', data: '' }] });
  });
});
