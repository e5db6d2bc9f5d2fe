import { describe, expect, it } from 'vitest';
import { FlowDataError, normalizeFlow, serializeFlow } from './normalizeFlow.ts';

const flow = {
  nodes: [
    {
      id: 'a_0',
      position: { x: 1, y: 2 },
      data: { name: 'a', label: 'A', extra: { keep: true } },
      width: 10,
    },
  ],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
  custom: 'kept',
};

describe('normalizeFlow', () => {
  it('accepts text or an object, keeps unknown fields and fills data.id', () => {
    const a = normalizeFlow(JSON.stringify(flow));
    const b = normalizeFlow(flow);
    expect(a).toEqual(b);
    expect(a.nodes[0]?.data.id).toBe('a_0');
    expect(a.custom).toBe('kept');
    expect(a.nodes[0]?.width).toBe(10);
    expect(flow.nodes[0]?.data).not.toHaveProperty('id');
  });
  it('round-trips through serializeFlow', () => {
    const withId = normalizeFlow(flow);
    expect(normalizeFlow(serializeFlow(withId))).toEqual(withId);
  });
  it('names the bad path', () => {
    expect(() => normalizeFlow('{')).toThrow(FlowDataError);
    expect(() => normalizeFlow({ nodes: [] })).toThrow("must have required property 'edges'");
    const bad = {
      nodes: [{ id: 'x', position: { x: 'a', y: 0 }, data: { name: 'x', label: 'X' } }],
      edges: [],
    };
    expect(() => normalizeFlow(bad)).toThrow('/nodes/0/position/x must be number');
  });
});
