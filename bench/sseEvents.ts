/** A prediction's Server-Sent Events as the peer's clients read them: `data: {event, data}`. */
export interface PredictionEvent {
  event: string;
  data: unknown;
}

/** The events of a streamed answer's body, in order, as they arrive. */
export async function* sseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<PredictionEvent> {
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const line = block.split('\n').find((l) => l.startsWith('data:'));
      if (line) yield JSON.parse(line.slice(5)) as PredictionEvent;
    }
  }
}
