import { describe, expect, it } from 'vitest';
import { findOpenMention, insertSuggestion } from './insertSuggestion.ts';

describe('findOpenMention', () => {
  it('finds the {{ being typed', () => {
    expect(findOpenMention('Hi {{que', 8)).toEqual({ start: 3, query: 'que' });
    expect(findOpenMention('Hi {{', 5)).toEqual({ start: 3, query: '' });
  });
  it('ignores closed references, line breaks and text without {{', () => {
    expect(findOpenMention('Hi {{question}} there', 21)).toBeNull();
    expect(findOpenMention('{{a\nb', 5)).toBeNull();
    expect(findOpenMention('plain', 5)).toBeNull();
  });
});

describe('insertSuggestion', () => {
  it('replaces the typed {{query with the reference and puts the cursor after it', () => {
    expect(insertSuggestion('Hi {{que rest', 8, 'question')).toEqual({
      text: 'Hi {{question}} rest',
      cursor: 15,
    });
  });
  it('swallows a }} already after the cursor', () => {
    expect(insertSuggestion('{{}}', 2, '$flow.state.x')).toEqual({ text: '{{$flow.state.x}}', cursor: 17 });
  });
  it('inserts at the cursor when nothing is being typed', () => {
    expect(insertSuggestion('ab', 1, 'question')).toEqual({ text: 'a{{question}}b', cursor: 13 });
    expect(insertSuggestion('', 99, 'x')).toEqual({ text: '{{x}}', cursor: 5 });
  });
});
