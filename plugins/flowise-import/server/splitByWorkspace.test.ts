import { describe, expect, it } from 'vitest';
import { emptyExport } from '../../export-import/public.ts';
import { splitByWorkspace } from './splitByWorkspace.ts';

describe('splitByWorkspace', () => {
  it('puts rows where their workspace went; messages follow their flow, chunks their store', () => {
    const file = emptyExport();
    file.ChatFlow = [
      { id: 'f1', workspaceId: 'peer-a' },
      { id: 'f2', workspaceId: 'peer-gone' },
    ];
    file.ChatMessage = [
      { id: 'm1', chatflowid: 'f1' },
      { id: 'm2', chatflowid: 'f2' },
    ];
    file.DocumentStore = [{ id: 's1', workspaceId: 'peer-a' }];
    file.DocumentStoreFileChunk = [{ id: 'c1', storeId: 's1' }];
    file.Tool = [{ id: 't1' }];
    const parts = splitByWorkspace(
      {
        file,
        credentials: [{ id: 'k1', name: 'n', credentialName: 'x', encryptedData: '', workspaceId: 'peer-a' }],
        apiKeys: [{ id: 'a1', keyName: 'k', apiKey: 'v' }],
        mcpServers: [
          {
            id: 'p1',
            name: 'm',
            serverUrl: 'https://x',
            authType: 'NONE',
            status: 'PENDING',
            workspaceId: 'peer-a',
          },
        ],
      },
      new Map([['peer-a', 'ours-a']]),
      'home',
    );
    expect([...parts.keys()]).toEqual(['home', 'ours-a']);
    const a = parts.get('ours-a');
    const home = parts.get('home');
    expect(a?.file.ChatFlow.map((r) => r.id)).toEqual(['f1']);
    expect(a?.file.ChatMessage.map((r) => r.id)).toEqual(['m1']);
    expect(a?.file.DocumentStoreFileChunk.map((r) => r.id)).toEqual(['c1']);
    expect(a?.credentials.map((c) => c.id)).toEqual(['k1']);
    expect(a?.mcpServers.map((m) => m.id)).toEqual(['p1']);
    expect(home?.mcpServers).toEqual([]);
    expect(home?.file.ChatFlow.map((r) => r.id)).toEqual(['f2']);
    expect(home?.file.ChatMessage.map((r) => r.id)).toEqual(['m2']);
    expect(home?.file.Tool.map((r) => r.id)).toEqual(['t1']);
    expect(home?.apiKeys.map((k) => k.id)).toEqual(['a1']);
  });
});
