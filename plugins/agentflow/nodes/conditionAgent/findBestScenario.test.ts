import { describe, expect, it } from 'vitest';
import { findBestScenarioIndex, parseScenarioAnswer } from './findBestScenario.ts';

describe('condition agent answer', () => {
  it('parses fenced or bare JSON and falls back to the text', () => {
    expect(parseScenarioAnswer('```json\n{"output": "A"}\n```')).toBe('A');
    expect(parseScenarioAnswer('Sure: {"output":"B"} done')).toBe('B');
    expect(parseScenarioAnswer(' plain ')).toBe('plain');
  });

  it('matches exactly, by prefix, by substring, else picks the last scenario', () => {
    const s = ['User asks about billing', 'User says hello', 'Anything else'];
    expect(findBestScenarioIndex('user says hello', s)).toBe(1);
    expect(findBestScenarioIndex('User asks', s)).toBe(0);
    expect(findBestScenarioIndex('The user asks about billing today', s)).toBe(0);
    expect(findBestScenarioIndex('weather', s)).toBe(2);
  });
});
