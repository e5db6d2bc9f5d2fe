import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatItem } from '../common/chatItem.ts';
import { flowUploads } from '../common/flowUploads.ts';
import { ChatPanel } from './ChatPanel.tsx';
import type { ChatClient } from './chatClient.ts';

const answer = (text: string) => {
  const block = (event: string, data: unknown) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`;
  return new Response(
    [
      block('start', 'c'),
      block('token', text),
      block('metadata', { chatMessageId: 'm1' }),
      block('end', '[DONE]'),
    ].join(''),
  );
};

function client(history: ChatItem[] | null = null): ChatClient {
  return {
    predict: vi.fn(async () => answer('Read it')),
    abort: vi.fn(async () => {}),
    rate: vi.fn(),
    updateRating: vi.fn(),
    saveLead: vi.fn(async () => {}),
    history: vi.fn(async () => history),
    forget: vi.fn(async () => {}),
    setup: vi.fn(async () => ({
      form: null,
      uploads: flowUploads('{}', '{"fullFileUpload":{"status":true}}'),
    })),
  };
}

beforeEach(() => localStorage.clear());

describe('ChatPanel files', () => {
  it('attaches documents the flow takes as named chips and sends them as file:full data URLs', async () => {
    const c = client();
    const uploads = flowUploads('{}', JSON.stringify({ fullFileUpload: { status: true } }));
    render(<ChatPanel flowId="f1" kind="EXTERNAL" config={{ uploads }} client={c} />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    const input = screen.getByTestId('chat-file-input') as HTMLInputElement;
    expect(input.accept).toContain('text/plain');
    // Browsers give .md files no type: the extension decides.
    const md = new File(['# Plan'], 'plan.md', { type: '' });
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [md, exe] } });
    });
    const strip = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(strip).getByText('plan.md')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('tool.exe');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(c.predict).toHaveBeenCalledWith(
      'f1',
      expect.objectContaining({
        uploads: [
          {
            type: 'file:full',
            name: 'plan.md',
            mime: 'text/markdown',
            data: `data:text/markdown;base64,${btoa('# Plan')}`,
          },
        ],
      }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByText('Read it')).toBeTruthy());
    expect(within(screen.getByTestId('chat-user-message')).getByText('plan.md')).toBeTruthy();
  });

  it('a reloaded canvas chat shows stored attachments; without a title there is no header bar', async () => {
    localStorage.setItem('f2_INTERNAL', JSON.stringify({ chatId: 'c1' }));
    const c = client([
      {
        key: 'u1',
        role: 'userMessage',
        content: 'What are these?',
        fileUploads: [
          { type: 'file', name: 'dot.png', mime: 'image/png', data: 'data:image/png;base64,iVBORw==' },
          { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: '' },
        ],
      },
      { key: 'a1', role: 'apiMessage', content: 'A dot and notes', messageId: 'a1' },
    ]);
    const { container } = render(<ChatPanel flowId="f2" kind="INTERNAL" hideTitle client={c} />);
    const asked = await screen.findByTestId('chat-user-message');
    expect(within(asked).getByRole('img', { name: 'dot.png' })).toBeTruthy();
    expect(within(asked).getByText('notes.txt')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    // The first thing in the panel is the message list, not an empty bar; clear sits by the input.
    expect(container.querySelector('section')?.firstElementChild?.getAttribute('data-testid')).toBe(
      'chat-messages',
    );
    expect(screen.getByRole('button', { name: 'Clear chat' })).toBeTruthy();
  });
});
