/**
 * One event of a stream of Server-Sent Events as the prediction and the peer database import
 * write them: `message:\ndata:{"event":...,"data":...}\n\n`.
 */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * An incremental parser for the prediction's Server-Sent Events: feed it text chunks as they
 * arrive (split anywhere); it calls onEvent once per complete block. Blocks without a JSON
 * data line are skipped.
 */
export function createSseParser(onEvent: (e: StreamEvent) => void) {
  let buffer = '';
  const emit = (block: string) => {
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5))
      .join('\n');
    if (!data) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (parsed && typeof parsed === 'object' && typeof (parsed as StreamEvent).event === 'string') {
      onEvent({ event: (parsed as StreamEvent).event, data: (parsed as StreamEvent).data });
    }
  };
  return {
    push(chunk: string) {
      buffer += chunk.replace(/\r\n/g, '\n');
      let at = buffer.indexOf('\n\n');
      while (at >= 0) {
        emit(buffer.slice(0, at));
        buffer = buffer.slice(at + 2);
        at = buffer.indexOf('\n\n');
      }
    },
    /** The stream ended: a last block without its blank line still counts. */
    end() {
      if (buffer.trim()) emit(buffer);
      buffer = '';
    },
  };
}

/** Reads a response body to its end, calling onEvent per event. */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (e: StreamEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
