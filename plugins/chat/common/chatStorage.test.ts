import { describe, expect, it } from 'vitest';
import {
  chatStorageKey,
  type KeyValueStore,
  loadChatMemory,
  renewChat,
  saveChatMemory,
} from './chatStorage.ts';

function memStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

describe('chat memory', () => {
  it('creates and keeps a chatId per flow and kind', () => {
    const s = memStore();
    let n = 0;
    const id = () => `id-${++n}`;
    expect(loadChatMemory(s, 'f', 'EXTERNAL', id)).toEqual({ chatId: 'id-1' });
    expect(loadChatMemory(s, 'f', 'EXTERNAL', id)).toEqual({ chatId: 'id-1' });
    expect(loadChatMemory(s, 'f', 'INTERNAL', id)).toEqual({ chatId: 'id-2' });
    expect(s.map.has(chatStorageKey('f', 'EXTERNAL'))).toBe(true);
  });

  it('keeps the lead across a clear, and recovers from a broken entry', () => {
    const s = memStore();
    saveChatMemory(s, 'f', 'EXTERNAL', { chatId: 'a', lead: { email: 'x@y.z' } });
    expect(renewChat(s, 'f', 'EXTERNAL', () => 'b')).toEqual({ chatId: 'b', lead: { email: 'x@y.z' } });
    s.set(chatStorageKey('f', 'EXTERNAL'), '{broken');
    expect(loadChatMemory(s, 'f', 'EXTERNAL', () => 'c')).toEqual({ chatId: 'c' });
  });
});
