/**
 * Reads a server-sent event stream as it arrives: `push` takes the next decoded text and returns
 * the JSON data of the events it completed (an event ends at a blank line; its `data:` lines join
 * with newlines; `[DONE]` and comments are dropped). `end` flushes an unterminated last event.
 */
export function sseDataParser(): { push(text: string): unknown[]; end(): unknown[] } {
  let buffer = '';
  const parse = (block: string): unknown[] => {
    const data = block
      .split(/\r?\n/)
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data || data === '[DONE]') return [];
    try {
      return [JSON.parse(data)];
    } catch {
      throw new Error('The stream sent an event that is not JSON');
    }
  };
  return {
    push(text) {
      buffer += text;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      return blocks.flatMap(parse);
    },
    end() {
      const rest = buffer;
      buffer = '';
      return rest.trim() ? parse(rest) : [];
    },
  };
}
