/**
 * Reads OTLP protobuf requests (traces and metrics) into the shape of their JSON encoding, so the
 * test collector reads both the same way. A small wire-format reader of ours: only the fields the
 * tests look at (opentelemetry-proto's trace.proto, metrics.proto, common.proto numbering).
 */
type Field = { wire: number; value: bigint | Uint8Array };
type Message = Map<number, Field[]>;

function varint(buf: Uint8Array, at: { i: number }): bigint {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    const byte = buf[at.i++] as number;
    result |= BigInt(byte & 0x7f) << shift;
    if (!(byte & 0x80)) return result;
    shift += 7n;
  }
}

function parse(buf: Uint8Array): Message {
  const out: Message = new Map();
  const at = { i: 0 };
  while (at.i < buf.length) {
    const key = Number(varint(buf, at));
    const wire = key & 7;
    let value: bigint | Uint8Array;
    if (wire === 0) value = varint(buf, at);
    else if (wire === 1) {
      value = new DataView(buf.buffer, buf.byteOffset + at.i, 8).getBigUint64(0, true);
      at.i += 8;
    } else if (wire === 2) {
      const len = Number(varint(buf, at));
      value = buf.subarray(at.i, at.i + len);
      at.i += len;
    } else if (wire === 5) {
      value = BigInt(new DataView(buf.buffer, buf.byteOffset + at.i, 4).getUint32(0, true));
      at.i += 4;
    } else throw new Error(`protobuf: wire type ${wire} not supported`);
    const list = out.get(key >> 3) ?? [];
    list.push({ wire, value });
    out.set(key >> 3, list);
  }
  return out;
}

const bytes = (m: Message, n: number) => (m.get(n) ?? []).map((f) => f.value as Uint8Array);
const messages = (m: Message, n: number) => bytes(m, n).map(parse);
const first = (m: Message, n: number) => m.get(n)?.[0]?.value;
const text = (m: Message, n: number) => {
  const v = first(m, n);
  return v instanceof Uint8Array ? new TextDecoder().decode(v) : undefined;
};
const hex = (v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : undefined);
const double = (v: unknown) => {
  if (typeof v !== 'bigint') return undefined;
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, v, true);
  return view.getFloat64(0, true);
};

function anyValue(m: Message): Record<string, unknown> {
  if (m.has(1)) return { stringValue: text(m, 1) };
  if (m.has(2)) return { boolValue: first(m, 2) === 1n };
  if (m.has(3)) return { intValue: Number(BigInt.asIntN(64, first(m, 3) as bigint)) };
  if (m.has(4)) return { doubleValue: double(first(m, 4)) };
  const array = messages(m, 5)[0];
  return { arrayValue: { values: array ? messages(array, 1).map(anyValue) : [] } };
}
const attributes = (m: Message, n: number) =>
  messages(m, n).map((kv) => ({ key: text(kv, 1), value: anyValue(messages(kv, 2)[0] ?? new Map()) }));
const resource = (m: Message) => ({ attributes: attributes(messages(m, 1)[0] ?? new Map(), 1) });

/** ExportTraceServiceRequest, as the JSON encoding writes it. */
export function decodeTraces(body: Uint8Array): unknown {
  return {
    resourceSpans: messages(parse(body), 1).map((rs) => ({
      resource: resource(rs),
      scopeSpans: messages(rs, 2).map((ss) => ({
        spans: messages(ss, 2).map((s) => {
          const status = messages(s, 15)[0];
          return {
            traceId: hex(first(s, 1)),
            spanId: hex(first(s, 2)),
            ...(s.has(4) && (first(s, 4) as Uint8Array).length ? { parentSpanId: hex(first(s, 4)) } : {}),
            name: text(s, 5),
            kind: Number(first(s, 6) ?? 0n),
            attributes: attributes(s, 9),
            events: messages(s, 11).map((e) => ({ name: text(e, 2), attributes: attributes(e, 3) })),
            status: status ? { code: Number(first(status, 3) ?? 0n), message: text(status, 2) } : {},
          };
        }),
      })),
    })),
  };
}

/** ExportMetricsServiceRequest (sums, gauges, histograms), as the JSON encoding writes it. */
export function decodeMetrics(body: Uint8Array): unknown {
  const number = (p: Message) => ({
    attributes: attributes(p, 7),
    ...(p.has(4) ? { asDouble: double(first(p, 4)) } : {}),
    ...(p.has(6) ? { asInt: Number(BigInt.asIntN(64, first(p, 6) as bigint)) } : {}),
  });
  const histogram = (p: Message) => ({
    attributes: attributes(p, 9),
    count: Number(first(p, 4) ?? 0n),
    sum: double(first(p, 5)),
  });
  return {
    resourceMetrics: messages(parse(body), 1).map((rm) => ({
      resource: resource(rm),
      scopeMetrics: messages(rm, 2).map((sm) => ({
        metrics: messages(sm, 2).map((m) => {
          const gauge = messages(m, 5)[0];
          const sum = messages(m, 7)[0];
          const hist = messages(m, 9)[0];
          return {
            name: text(m, 1),
            ...(gauge ? { gauge: { dataPoints: messages(gauge, 1).map(number) } } : {}),
            ...(sum ? { sum: { dataPoints: messages(sum, 1).map(number) } } : {}),
            ...(hist ? { histogram: { dataPoints: messages(hist, 1).map(histogram) } } : {}),
          };
        }),
      })),
    })),
  };
}
