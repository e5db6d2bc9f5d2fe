/**
 * `source` with every chunk passed through `map`, as one pull-driven stream: a chunk is read only
 * when the consumer asks for one. What `pipeThrough(new TransformStream(...))` does, without its
 * writable side and pipe loop (about half the cost per chunk; issue 16: model streams go through it
 * per token). Errors of the source error the result; cancelling the result cancels the source.
 */
export function mapStream<T, U>(source: ReadableStream<T>, map: (chunk: T) => U): ReadableStream<U> {
  const reader = source.getReader();
  return new ReadableStream<U>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(map(value));
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
