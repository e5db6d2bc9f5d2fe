import { describe, expect, it } from 'vitest';
import { compileToolSchema } from './compileToolSchema.ts';
import { readToolFile } from './readToolFile.ts';

/** A tool file in the peer's marketplace format (our own content). */
const peerFile = {
  name: 'post_note',
  description: 'Posts a note',
  color: 'linear-gradient(rgb(10,20,30), rgb(200,100,0))',
  iconSrc: 'https://example.com/note.svg',
  schema: JSON.stringify([
    { id: 0, property: 'text', description: 'The note', type: 'string', required: true },
    { id: 1, property: 'count', description: 'How many', type: 'number', required: false },
    { id: 2, property: 'when', description: 'Day', type: 'date', required: false },
  ]),
  func: 'return $text;',
};

describe('readToolFile', () => {
  it("converts the peer's colour and schema rows", () => {
    const { tool, notes } = readToolFile(peerFile);
    expect(tool.color).toBe('#0a141e');
    expect(tool.iconSrc).toBe('https://example.com/note.svg');
    expect(JSON.parse(tool.schema)).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string', description: 'The note' },
        count: { type: 'number', description: 'How many' },
        when: { type: 'string', format: 'date', description: 'Day' },
      },
      required: ['text'],
    });
    expect(compileToolSchema(tool.schema).ok).toBe(true);
    expect(notes).toEqual(["Colour 'linear-gradient(rgb(10,20,30), rgb(200,100,0))' became #0a141e"]);
  });

  it('keeps our own export as it is', () => {
    const ours = {
      id: 'x',
      name: 'adder',
      description: 'adds',
      color: '#4f6bed',
      iconSrc: null,
      schema: '{"type":"object","properties":{"a":{"type":"number"}}}',
      func: 'return $a + 1;',
    };
    const { tool, notes } = readToolFile(ours);
    expect(tool).toEqual({ ...ours, id: undefined, iconSrc: null });
    expect(notes).toEqual([]);
  });

  it('drops what has no place here, with a note, and refuses what is no tool', () => {
    const { tool, notes } = readToolFile({
      name: 't',
      func: 'return 1;',
      color: 'teal',
      iconSrc: 'data:image/png;base64,AAAA',
      schema: '[{"property":"a","type":"weird"},{"property":""}]',
    });
    expect(tool.color).toBe('#4f6bed');
    expect(tool.iconSrc).toBeNull();
    expect(JSON.parse(tool.schema).properties).toEqual({ a: { type: 'string' } });
    expect(notes).toHaveLength(4);
    expect(() => readToolFile([])).toThrow(/Not a tool file/);
    expect(() => readToolFile({ foo: 1 })).toThrow(/Not a tool file/);
  });
});
