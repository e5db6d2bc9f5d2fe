import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatItem } from '../common/chatItem.ts';
import { flowUploads } from '../common/flowUploads.ts';
import { publicFlowData } from '../common/startForm.ts';
import { ChatPanel } from './ChatPanel.tsx';
import type { ChatClient } from './chatClient.ts';

// Counts row renders: ToolChips renders once per MessageRow render.
const toolChipRenders = vi.fn((_: { item: ChatItem }) => null);
vi.mock('./ToolChips.tsx', () => ({ ToolChips: (p: { item: ChatItem }) => toolChipRenders(p) }));

const block = (event: string, data: unknown) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`;

function sse(events: [string, unknown][]): Response {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(c) {
      for (const [e, d] of events) {
        c.enqueue(enc.encode(block(e, d)));
        await new Promise((r) => setTimeout(r, 1));
      }
      c.close();
    },
  });
  return new Response(body);
}

function fakeClient(answers: [string, unknown][][]): ChatClient & { rated: unknown[] } {
  const rated: unknown[] = [];
  return {
    rated,
    predict: vi.fn(async () => sse(answers.shift() ?? [])),
    abort: vi.fn(async () => {}),
    rate: vi.fn(async (_f, chatId, messageId, rating, content) => {
      rated.push({ chatId, messageId, rating, content });
      return { id: 'fb1', rating, content };
    }),
    updateRating: vi.fn(async (id, patch) => ({
      id,
      rating: patch.rating ?? 'THUMBS_UP',
      content: patch.content ?? '',
    })),
    saveLead: vi.fn(async () => {}),
    history: async () => null,
    forget: async () => {},
    setup: vi.fn(async () => ({ form: null, uploads: flowUploads('') })),
  };
}

const tokens = (words: string[], id: string): [string, unknown][] => [
  ['start', 'c'],
  ['nextAgentFlow', { nodeId: 'llm_0', nodeLabel: 'Answer', status: 'INPROGRESS' }],
  ...words.map((w): [string, unknown] => ['token', w]),
  ['nextAgentFlow', { nodeId: 'llm_0', nodeLabel: 'Answer', status: 'FINISHED' }],
  ['metadata', { chatMessageId: id }],
  ['end', '[DONE]'],
];

beforeEach(() => {
  localStorage.clear();
  toolChipRenders.mockClear();
});

// Generous: the first Fluent render is slow on a busy machine.
describe('ChatPanel', () => {
  it('streams an answer, stores the chatId, and rates the stored message', async () => {
    const client = fakeClient([tokens(['Hel', 'lo ', '**there**'], 'm1')]);
    render(
      <ChatPanel flowId="f1" kind="EXTERNAL" config={{ chatFeedback: { status: true } }} client={client} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'hi' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('there').tagName).toBe('STRONG'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thumbs up' })).toBeTruthy());
    const stored = JSON.parse(localStorage.getItem('f1_EXTERNAL') ?? '{}');
    expect(client.predict).toHaveBeenCalledWith(
      'f1',
      expect.objectContaining({ question: 'hi', chatId: stored.chatId, streaming: true }),
      expect.anything(),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thumbs up' }));
    });
    expect(client.rated).toEqual([
      { chatId: stored.chatId, messageId: 'm1', rating: 'THUMBS_UP', content: '' },
    ]);
    expect(screen.getByRole('button', { name: 'Thumbs up' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('re-renders only the streaming row per token, not the earlier messages', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i} `);
    const client = fakeClient([tokens(['first'], 'm1'), tokens(many, 'm2')]);
    render(<ChatPanel flowId="f2" kind="EXTERNAL" client={client} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'one' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy());
    const firstKey = toolChipRenders.mock.calls.at(-1)?.[0].item.key;
    const before = toolChipRenders.mock.calls.filter((c) => c[0].item.key === firstKey).length;
    fireEvent.change(box, { target: { value: 'two' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText(/w19/)).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy());
    const after = toolChipRenders.mock.calls.filter((c) => c[0].item.key === firstKey).length;
    // busy on and off re-render it; twenty tokens must not
    expect(after - before).toBeLessThanOrEqual(2);
  });

  it('shows the lead form first when the config asks, then starter prompts', async () => {
    const client = fakeClient([]);
    render(
      <ChatPanel
        flowId="f3"
        kind="EXTERNAL"
        config={{ leads: { status: true, email: true }, starterPrompts: { 0: { prompt: 'Go' } } }}
        client={client}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(screen.getByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.co' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start chatting' }));
    });
    expect(client.saveLead).toHaveBeenCalledWith('f3', expect.any(String), { email: 'a@b.co' });
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('f3_EXTERNAL') ?? '{}').lead).toEqual({ email: 'a@b.co' });
  });

  it('a form flow shows its form instead of the text box and sends typed values', async () => {
    const client = fakeClient([tokens(['Booked'], 'm1')]);
    const flowData = publicFlowData({
      nodes: [
        {
          id: 'startAgentflow_0',
          data: {
            name: 'startAgentflow',
            inputs: {
              startInputType: 'formInput',
              formTitle: 'Trip',
              formInputTypes: [
                { type: 'string', label: 'City', name: 'city' },
                { type: 'number', label: 'Days', name: 'days' },
                { type: 'boolean', label: 'Pets', name: 'pets' },
              ],
            },
          },
        },
      ],
    });
    render(<ChatPanel flowId="f4" kind="EXTERNAL" config={{ flowData }} client={client} />);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Oslo' } });
    fireEvent.change(screen.getByLabelText(/Days/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Pets' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(client.predict).toHaveBeenCalledWith(
      'f4',
      expect.objectContaining({ form: { city: 'Oslo', days: 3, pets: true } }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByText('Booked')).toBeTruthy());
    expect(screen.getByTestId('chat-user-message').textContent).toContain('City: Oslo');
  });

  it('offers image uploads when the flow allows them and sends them with the question', async () => {
    const client = fakeClient([tokens(['Nice'], 'm1')]);
    const uploads = {
      ...flowUploads(''),
      isImageUploadAllowed: true,
      imgUploadSizeAndTypes: [{ fileTypes: ['image/png'], maxUploadSize: 1 }],
    };
    render(<ChatPanel flowId="f5" kind="EXTERNAL" config={{ uploads }} client={client} />);
    const input = screen.getByTestId('chat-file-input') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' });
    const gif = new File([new Uint8Array([1])], 'x.gif', { type: 'image/gif' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [png, gif] } });
    });
    await waitFor(() => expect(screen.getByRole('img', { name: 'dot.png' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('x.gif');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'what is it' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(client.predict).toHaveBeenCalledWith(
      'f5',
      expect.objectContaining({
        question: 'what is it',
        uploads: [
          { type: 'file', name: 'dot.png', mime: 'image/png', data: 'data:image/png;base64,iVBORw==' },
        ],
      }),
      expect.anything(),
    );
  });

  it('the canvas re-reads the saved flow after a run: a form saved meanwhile replaces the text box', async () => {
    const client = fakeClient([tokens(['First'], 'm1')]);
    const form = { title: 'Now a form', fields: [{ type: 'string' as const, label: 'City', name: 'city' }] };
    vi.mocked(client.setup)
      .mockResolvedValueOnce({ form: null, uploads: flowUploads('') })
      .mockResolvedValue({ form, uploads: flowUploads('') });
    render(<ChatPanel flowId="f6" kind="INTERNAL" client={client} />);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Now a form' })).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
