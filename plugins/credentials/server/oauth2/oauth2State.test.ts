import { describe, expect, it } from 'vitest';
import { readState, STATE_TTL_MS, signState } from './oauth2State.ts';

const key = Buffer.alloc(32, 7);

describe('OAuth2 sign-in state', () => {
  it('reads back what it signed, until it expires', () => {
    const text = signState(key, 'cred-1', 'ws-1', 1000);
    expect(readState(key, text, 2000)).toMatchObject({ credentialId: 'cred-1', workspaceId: 'ws-1' });
    expect(readState(key, text, 1000 + STATE_TTL_MS + 1)).toBeUndefined();
  });

  it('refuses a state signed with another key, changed, or not a state at all', () => {
    const text = signState(key, 'cred-1', 'ws-1');
    expect(readState(Buffer.alloc(32, 8), text)).toBeUndefined();
    const [payload, sig] = text.split('.');
    const other = Buffer.from(
      JSON.stringify({ credentialId: 'cred-2', workspaceId: 'ws-1', nonce: 'n', expires: Date.now() + 9e5 }),
    ).toString('base64url');
    expect(readState(key, `${other}.${sig}`)).toBeUndefined();
    expect(readState(key, `${payload}.`)).toBeUndefined();
    expect(readState(key, 'nonsense')).toBeUndefined();
  });
});
