import { describe, expect, it } from 'vitest';
import { mapStream } from './mapStream.ts';

const numbers = (xs: number[], fail?: Error) =>
  new ReadableStream<number>({
    start(controller) {
      for (const x of xs) controller.enqueue(x);
      if (fail) controller.error(fail);
      else controller.close();
    },
  });

async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of stream) out.push(x);
  return out;
}

describe('mapStream', () => {
  it('maps every chunk in order and ends with the source', async () => {
    expect(await collect(mapStream(numbers([1, 2, 3]), (x) => x * 10))).toEqual([10, 20, 30]);
  });

  it('reads the source only as the consumer asks', async () => {
    let pulls = 0;
    const source = new ReadableStream<number>(
      {
        pull(c) {
          if (pulls++ < 5) c.enqueue(pulls);
          else c.close();
        },
      },
      { highWaterMark: 0 },
    );
    const reader = mapStream(source, (x) => x).getReader();
    await reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulls).toBe(1);
  });

  it("errors with the source's error and cancels the source when cancelled", async () => {
    await expect(collect(mapStream(numbers([1], new Error('reset')), (x) => x))).rejects.toThrow('reset');
    let reason: unknown;
    const source = new ReadableStream<number>({
      cancel(r) {
        reason = r;
      },
    });
    await mapStream(source, (x) => x).cancel('stop');
    expect(reason).toBe('stop');
  });
});
