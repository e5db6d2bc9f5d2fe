import { describe, expect, it } from 'vitest';
import { groupSessions, type StoredMessage } from './groupSessions.ts';

const m = (
  id: string,
  chatId: string,
  role: StoredMessage['role'],
  at: string,
  extra: Partial<StoredMessage> = {},
) => ({ id, chatId, role, sessionId: chatId, content: id, createdDate: at, ...extra }) as StoredMessage;

describe('groupSessions', () => {
  it('groups by chat, orders messages oldest first and chats newest first, counts feedback', () => {
    const s = groupSessions([
      m('a2', 'A', 'apiMessage', '2026-01-01T00:00:02Z', {
        feedback: { id: 'f', rating: 'THUMBS_UP', content: '' },
      }),
      m('b1', 'B', 'userMessage', '2026-01-02T00:00:00Z'),
      m('a1', 'A', 'userMessage', '2026-01-01T00:00:01Z'),
    ]);
    expect(s.map((x) => x.chatId)).toEqual(['B', 'A']);
    expect(s[1]?.messages.map((x) => x.id)).toEqual(['a1', 'a2']);
    expect(s[1]).toMatchObject({ firstQuestion: 'a1', thumbsUp: 1, thumbsDown: 0 });
  });
  it('names a chat without a question', () => {
    expect(groupSessions([m('x', 'C', 'apiMessage', '2026-01-01T00:00:00Z')])[0]?.firstQuestion).toBe(
      '(no question)',
    );
  });
});
