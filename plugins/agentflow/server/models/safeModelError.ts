import type { APICallError, EmbeddingModel, LanguageModel } from 'ai';
import { mapStream } from '../../../../host/common/stream/mapStream.ts';

/** A reason as the caller sees it: one line, short. */
export function shortReason(text: string, max = 200): string {
  const line = text.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** ai SDK errors whose message carries what the server answered (its text or JSON value). */
const ECHOES_BODY = new Set([
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
]);

/**
 * A model call's failure as the caller may see it: the status and a short reason (the provider's
 * own error message, or the status text), never the remote body, response headers or request.
 * The result stays an APICallError (same status and retry verdict), so the SDK still retries it.
 */
export function safeModelError(error: unknown, APICallErrorClass: typeof APICallError): unknown {
  if (!(error instanceof Error)) return error;
  if (APICallErrorClass.isInstance(error)) {
    const reason = shortReason(error.message);
    const host = URL.parse(error.url)?.host ?? 'the model server';
    const message =
      error.statusCode === undefined
        ? `${host} could not be reached`
        : `${host} answered ${error.statusCode}${reason ? `: ${reason}` : ''}`;
    return new APICallErrorClass({
      message,
      url: error.url.split('?')[0] ?? '',
      requestBodyValues: undefined,
      ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
      isRetryable: error.isRetryable,
    });
  }
  if (ECHOES_BODY.has(error.name)) {
    const plain = new Error('The model server sent an answer that could not be read');
    plain.name = error.name;
    return plain;
  }
  return error;
}

async function rethrowing<T>(call: () => PromiseLike<T>, map: (error: unknown) => unknown): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw map(error);
  }
}

type LanguageModelObject = Exclude<LanguageModel, string>;
type Sdk = Pick<typeof import('ai'), 'APICallError' | 'wrapLanguageModel' | 'wrapEmbeddingModel'>;

/** The chat model with every failure passed through safeModelError, thrown or inside a stream. */
export function withSafeErrors(sdk: Sdk, model: LanguageModelObject): LanguageModelObject {
  const safe = (error: unknown) => safeModelError(error, sdk.APICallError);
  return sdk.wrapLanguageModel({
    model: model as Parameters<Sdk['wrapLanguageModel']>[0]['model'],
    middleware: {
      specificationVersion: 'v3',
      wrapGenerate: ({ doGenerate }) => rethrowing(doGenerate, safe),
      wrapStream: async ({ doStream }) => {
        const result = await rethrowing(doStream, safe);
        const stream = mapStream(result.stream, (part) =>
          part.type === 'error' ? { ...part, error: safe(part.error) } : part,
        );
        return { ...result, stream };
      },
    },
  });
}

/** The embedding model with its failures passed through safeModelError. */
export function withSafeEmbeddingErrors(sdk: Sdk, model: Exclude<EmbeddingModel, string>) {
  return sdk.wrapEmbeddingModel({
    model: model as Parameters<Sdk['wrapEmbeddingModel']>[0]['model'],
    middleware: {
      specificationVersion: 'v3',
      wrapEmbed: ({ doEmbed }) => rethrowing(doEmbed, (e) => safeModelError(e, sdk.APICallError)),
    },
  });
}
