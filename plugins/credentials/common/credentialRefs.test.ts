import { describe, expect, it } from 'vitest';
import { analyticUsesCredential, flowUsesCredential } from './credentialRefs.ts';

const flow = (...data: unknown[]) =>
  JSON.stringify({ nodes: data.map((d, i) => ({ id: `n${i}`, data: d })), edges: [] });

describe('flowUsesCredential', () => {
  it('finds data.credential, inputs.FLOWISE_CREDENTIAL_ID and nested config ids', () => {
    expect(flowUsesCredential(flow({ credential: 'c1' }), 'c1')).toBe(true);
    expect(flowUsesCredential(flow({ inputs: { FLOWISE_CREDENTIAL_ID: 'c1' } }), 'c1')).toBe(true);
    expect(
      flowUsesCredential(flow({}, { inputs: { llmModelConfig: { FLOWISE_CREDENTIAL_ID: 'c1' } } }), 'c1'),
    ).toBe(true);
    expect(
      flowUsesCredential(flow({ inputs: { tools: [{ cfg: { FLOWISE_CREDENTIAL_ID: 'c1' } }] } }), 'c1'),
    ).toBe(true);
  });

  it('ignores other ids, mere mentions in text and broken JSON', () => {
    expect(flowUsesCredential(flow({ credential: 'c2' }), 'c1')).toBe(false);
    expect(flowUsesCredential(flow({ inputs: { prompt: 'c1', FLOWISE_CREDENTIAL_ID: 'c11' } }), 'c1')).toBe(
      false,
    );
    expect(flowUsesCredential('{nodes', 'c1')).toBe(false);
    expect(flowUsesCredential('{"nodes":5}', 'c1')).toBe(false);
  });
});

describe('analyticUsesCredential', () => {
  it('finds the credential a provider of the analytics config names, and nothing in junk', () => {
    const analytic = JSON.stringify({
      langFuse: { credentialId: 'c1', status: true },
      lunary: { status: false },
    });
    expect(analyticUsesCredential(analytic, 'c1')).toBe(true);
    expect(analyticUsesCredential(analytic, 'c2')).toBe(false);
    expect(analyticUsesCredential('{broken', 'c1')).toBe(false);
    expect(analyticUsesCredential(null, 'c1')).toBe(false);
  });
});
