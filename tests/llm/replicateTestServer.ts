import { type RecordingServer, startRecordingServer } from '../http/recordingServer.ts';

/** A prediction the server made: the model it was for and its input. */
export interface ReplicatePrediction {
  id: string;
  version?: string;
  model?: string;
  input: Record<string, unknown>;
  polls: number;
}

export interface ReplicateTestServer extends RecordingServer {
  predictions: ReplicatePrediction[];
}

/**
 * Replicate's predictions API on 127.0.0.1: a created prediction is 'starting', reads 'processing'
 * on its first poll and 'succeeded' on the next, so a client must poll. A text model answers
 * "Replicate says: <prompt>" as a list of word tokens; a model whose name has "sdxl" answers a list
 * of image URLs. A token other than `apiKey` gets a 401.
 */
export async function startReplicateTestServer(apiKey = 'r-key'): Promise<ReplicateTestServer> {
  const predictions: ReplicatePrediction[] = [];
  let base = '';
  const view = (p: ReplicatePrediction) => {
    const done = p.polls >= 2;
    const image = /sdxl/.test(`${p.model ?? ''}${p.version ?? ''}`);
    const text = `Replicate says: ${String(p.input.prompt ?? '').slice(0, 80)}`;
    return {
      id: p.id,
      status: done ? 'succeeded' : p.polls === 0 ? 'starting' : 'processing',
      output: done ? (image ? [`${base}/files/${p.id}.png`] : text.split(/(?<= )/)) : null,
      error: null,
      urls: { get: `${base}/v1/predictions/${p.id}` },
    };
  };
  const server = await startRecordingServer((r) => {
    if (r.headers.authorization !== `Bearer ${apiKey}`)
      return { status: 401, body: { detail: 'Invalid token.' } };
    const byModel = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(r.path);
    if (r.method === 'POST' && (r.path === '/v1/predictions' || byModel)) {
      const body = JSON.parse(r.body || '{}') as { version?: string; input?: Record<string, unknown> };
      const p: ReplicatePrediction = {
        id: `p${predictions.length + 1}`,
        ...(body.version ? { version: body.version } : {}),
        ...(byModel?.[1] ? { model: byModel[1] } : {}),
        input: body.input ?? {},
        polls: 0,
      };
      predictions.push(p);
      return { status: 201, body: view(p) };
    }
    const get = /^\/v1\/predictions\/([^/]+)$/.exec(r.path);
    const p = get && predictions.find((x) => x.id === get[1]);
    if (r.method === 'GET' && p) {
      p.polls += 1;
      return { body: view(p) };
    }
    return undefined;
  });
  base = server.url;
  return { ...server, predictions };
}
