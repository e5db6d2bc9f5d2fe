import { describe, expect, it } from 'vitest';
import { parseFlowAnalytics } from './flowAnalytics.ts';

describe('parseFlowAnalytics', () => {
  it('keeps the providers that are on and name a credential', () => {
    expect(
      parseFlowAnalytics(
        JSON.stringify({
          langFuse: { credentialId: ' c1 ', release: '', status: true },
          langSmith: { credentialId: 'c2', projectName: 'support', status: 'true' },
          lunary: { credentialId: 'c3', status: true },
        }),
      ),
    ).toEqual({
      langFuse: { credentialId: 'c1' },
      langSmith: { credentialId: 'c2', projectName: 'support' },
    });
  });

  it('ignores providers switched off or without a credential, and empty configs', () => {
    expect(
      parseFlowAnalytics(
        JSON.stringify({ langFuse: { credentialId: 'c1', status: false }, langSmith: { status: true } }),
      ),
    ).toEqual({});
    expect(parseFlowAnalytics(null)).toEqual({});
    expect(parseFlowAnalytics('')).toEqual({});
  });

  it('names the problem of text that is not an object', () => {
    expect(() => parseFlowAnalytics('{oops')).toThrow('analytic: not JSON text');
    expect(() => parseFlowAnalytics('[1]')).toThrow('analytic: expected a JSON object');
  });
});
