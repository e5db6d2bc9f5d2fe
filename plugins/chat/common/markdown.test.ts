import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads code fences, headings, lists, quotes and paragraphs', () => {
    const blocks = parseMarkdown(
      '# Title\n\nSome **bold** text\nnext line\n\n- a\n- b\n1. one\n> said\n```ts\nconst x = 1;\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code']);
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[5]).toEqual({ type: 'code', lang: 'ts', text: 'const x = 1;' });
  });

  it('shows an unclosed fence (mid-stream) as code', () => {
    expect(parseMarkdown('```\nlet a')).toEqual([{ type: 'code', lang: '', text: 'let a' }]);
  });

  it('keeps HTML as text and drops unsafe link targets', () => {
    expect(parseInline('<img src=x onerror=alert(1)> [x](javascript:void) [ok](https://a.example)')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> ' },
      { type: 'text', text: 'x' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'ok', href: 'https://a.example' },
    ]);
  });

  it('reads inline code, strong and em', () => {
    expect(parseInline('use `npm i` *now* __really__')).toEqual([
      { type: 'text', text: 'use ' },
      { type: 'code', text: 'npm i' },
      { type: 'text', text: ' ' },
      { type: 'em', text: 'now' },
      { type: 'text', text: ' ' },
      { type: 'strong', text: 'really' },
    ]);
  });
});
