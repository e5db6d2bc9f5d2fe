import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../host/web/http/http.ts';
import { notifier } from '../../../host/web/stores/notifier.ts';
import type { FlowiseImportResult } from '../common/flowiseImportTypes.ts';
import { FlowiseDatabaseImport } from './FlowiseDatabaseImport.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
  notifier.notifications = [];
});

const RESULT: FlowiseImportResult = {
  sets: { imported: { ChatFlow: 1 }, skipped: {}, reasons: {}, notes: {} },
  credentials: { imported: 1, skipped: {} },
  mcpServers: { imported: 0, skipped: {} },
  apiKeys: { imported: 0, skipped: {} },
  users: { found: 0 },
  workspaces: { found: 0 },
  ssoProviders: { found: 0 },
  sharedItems: { found: 0 },
  lines: ['Chatflows: 1 imported', 'Credentials: 1 imported'],
};

const sse = (event: string, data: unknown) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`;

/** A streamed answer the test feeds event by event. */
function streamedAnswer() {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => feed.enqueue(encoder.encode(sse(event, data))),
    close: () => feed.close(),
  };
}

async function openAndPick() {
  render(
    <FluentProvider theme={webLightTheme}>
      <FlowiseDatabaseImport onExisting="newIds" />
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Import a Flowise database/ }));
  const importButton = await screen.findByRole('button', { name: 'Import' });
  expect(importButton).toHaveProperty('disabled', true);
  // The key decrypts saved MCP servers' headers too, so the label asks for it then as well.
  screen.getByText(
    'Key file (encryption.key), needed when it has credentials or MCP servers with headers: it decrypts both',
  );
  fireEvent.change(screen.getByTestId('flowise-database-file'), {
    target: { files: [new File([new Uint8Array([1, 2])], 'database.sqlite')] },
  });
  fireEvent.change(screen.getByTestId('flowise-database-key'), {
    target: { files: [new File(['secret'], 'encryption.key')] },
  });
  fireEvent.change(screen.getByTestId('flowise-database-api-keys'), {
    target: { files: [new File(['[]'], 'api.json')] },
  });
  fireEvent.change(screen.getByTestId('flowise-database-storage'), {
    target: { files: [new File([new Uint8Array([80, 75])], 'storage.zip')] },
  });
  fireEvent.click(importButton);
}

describe('FlowiseDatabaseImport', () => {
  it('posts the database, the key file and the choice, shows each step, then lists the report', async () => {
    const answer = streamedAnswer();
    const post = vi.spyOn(http, 'post').mockResolvedValue(answer.response);
    await openAndPick();
    answer.send('progress', {
      text: 'Importing {{set}}: {{done}} of {{total}}',
      values: { set: 'Chat messages', done: 3, total: 4 },
      done: 3,
      total: 4,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Importing Chat messages: 3 of 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.75');
    answer.send('result', RESULT);
    answer.send('end', '[DONE]');
    answer.close();
    const report = await screen.findByTestId('flowise-database-report');
    expect(report.textContent).toContain('Chatflows: 1 imported');
    expect(report.textContent).toContain('Credentials: 1 imported');
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/import/flowise-database');
    expect((body.get('file') as File).name).toBe('database.sqlite');
    expect((body.get('secretKey') as File).name).toBe('encryption.key');
    expect(body.get('onExisting')).toBe('newIds');
    expect((body.get('apiKeys') as File).name).toBe('api.json');
    expect((body.get('storage') as File).name).toBe('storage.zip');
    expect(post.mock.calls[0]?.[2]).toMatchObject({ headers: { accept: 'text/event-stream' } });
  });

  it('shows the error the stream ends with', async () => {
    const answer = streamedAnswer();
    vi.spyOn(http, 'post').mockResolvedValue(answer.response);
    await openAndPick();
    answer.send('error', { statusCode: 400, message: 'Tool/0: name is required' });
    answer.close();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Nothing was imported: Tool/0: name is required'),
    );
  });

  it("shows the server's reason when nothing was imported", async () => {
    vi.spyOn(http, 'post').mockRejectedValue(new Error("Credential 'OpenAI' (c1) could not be decrypted"));
    await openAndPick();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Nothing was imported: Credential 'OpenAI' (c1) could not be decrypted",
      ),
    );
  });
});
