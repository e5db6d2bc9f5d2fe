import type { ServerResponse } from 'node:http';

/**
 * Server-Sent Events the way the Flowise clients read them: each event is
 * `message:\ndata:{"event":"<name>","data":<payload>}\n\n`, with a `:heartbeat` comment every 30 s.
 */
export class SseWriter {
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  /** `headers`: extra response headers (CORS for a widget on another site). */
  constructor(
    private readonly res: ServerResponse,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    this.heartbeat = setInterval(() => this.raw(':heartbeat\n\n'), 30_000);
    res.on('close', () => this.stop());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private raw(text: string) {
    if (!this.closed) this.res.write(text);
  }

  send(event: string, data: unknown) {
    this.raw(`message:\ndata:${JSON.stringify({ event, data })}\n\n`);
  }

  private stop() {
    this.closed = true;
    clearInterval(this.heartbeat);
  }

  end() {
    if (this.closed) return;
    this.send('end', '[DONE]');
    this.stop();
    this.res.end();
  }
}
