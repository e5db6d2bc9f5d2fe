import { describe, expect, it } from 'vitest';
import { datasetCsv, guessMapping, mapRecords, parseCsv } from './datasetCsv.ts';

describe('dataset CSV', () => {
  it('reads a file with quotes, commas and new lines in cells, and guesses the columns', () => {
    const csv = parseCsv(
      '\uFEFFquestion,answer,topic\n"Hello, world?","Hi\nthere",greeting\n,skipped,x\n\nWhat is 2+2?,4,\n',
    );
    expect(csv.headers).toEqual(['question', 'answer', 'topic']);
    const mapping = guessMapping(csv.headers);
    expect(mapping).toEqual({ input: 'question', expectedOutput: 'answer', metadata: ['topic'] });
    const { rows, skipped } = mapRecords(csv.records, mapping);
    expect(skipped).toBe(1);
    expect(rows).toEqual([
      { input: 'Hello, world?', expectedOutput: 'Hi\nthere', metadata: { topic: 'greeting' } },
      { input: 'What is 2+2?', expectedOutput: '4', metadata: {} },
    ]);
  });

  it('writes what it reads back', () => {
    const rows: { input: string; expectedOutput: string; metadata: Record<string, string> }[] = [
      { input: 'a, "b"', expectedOutput: 'c\nd', metadata: { k: 'v' } },
      { input: 'e', expectedOutput: '', metadata: {} },
    ];
    const back = parseCsv(datasetCsv(rows));
    expect(back.headers).toEqual(['input', 'expectedOutput', 'k']);
    expect(mapRecords(back.records, guessMapping(back.headers)).rows).toEqual(rows);
  });

  it('falls back to the first column for input and the next for the expected output', () => {
    expect(guessMapping(['q', 'a', 'b'])).toEqual({ input: 'q', expectedOutput: 'a', metadata: ['b'] });
    expect(guessMapping(['only'])).toEqual({ input: 'only', expectedOutput: null, metadata: [] });
  });
});
