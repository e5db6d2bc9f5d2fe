import { type ExportResult, ExportResultCode } from '@opentelemetry/core';

/** Where one OTLP signal goes: the full URL and the headers sent with it (auth, never logged). */
export interface OtlpTarget {
  url: string;
  headers: Record<string, string>;
  /** The body encoding; JSON unless the target says protobuf. */
  protobuf?: boolean;
}

/**
 * Posts OTLP/HTTP JSON requests through `fetch` (the host's guarded fetch: a collector on a private
 * or loopback address needs HTTP_ALLOW_PRIVATE, like every other outgoing request) and keeps the
 * ones in flight for flush. A failure names the host and status only: the headers may hold a key.
 */
export class OtlpSender {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly target: OtlpTarget,
    private readonly fetch: typeof globalThis.fetch,
    private readonly onError: (error: Error) => void,
  ) {}

  send(body: Uint8Array | undefined, done: (result: ExportResult) => void): void {
    if (!body) {
      done({ code: ExportResultCode.FAILED, error: new Error('OTLP: nothing serialised') });
      return;
    }
    const sent = this.post(body).then(
      () => done({ code: ExportResultCode.SUCCESS }),
      (error: Error) => {
        this.onError(error);
        done({ code: ExportResultCode.FAILED, error });
      },
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  private async post(body: Uint8Array) {
    const { url, headers } = this.target;
    const response = await this.fetch(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': this.target.protobuf ? 'application/x-protobuf' : 'application/json',
      },
      body: body as Uint8Array<ArrayBuffer>,
    });
    // read whole so the connection is released
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`OTLP export to ${new URL(url).host} answered ${response.status}`);
  }

  /** Whether this target wants protobuf bodies (the exporters pick their serializer by it). */
  get protobuf(): boolean {
    return this.target.protobuf === true;
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }
}
