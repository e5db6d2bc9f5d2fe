import { readSseStream } from '../../../host/common/stream/sseParser.ts';
import { http } from '../../../host/web/http/http.ts';
import type { FlowiseImportResult } from '../common/flowiseImportTypes.ts';
import type { ImportStep } from '../common/importStep.ts';

/**
 * Posts the Import dialog's form to /import/flowise-database asking for its steps as they happen
 * (Server-Sent Events): each step goes to `onStep`; answers the report, or throws the server's
 * message (a refusal before the import starts is an ordinary 4xx the client throws).
 */
export async function postFlowiseDatabase(
  form: FormData,
  onStep: (step: ImportStep) => void,
): Promise<FlowiseImportResult> {
  const res = await http.post<Response>('/import/flowise-database', form, {
    responseType: 'response',
    headers: { accept: 'text/event-stream' },
  });
  if (!res.body) throw new Error('The server sent no answer');
  let result: FlowiseImportResult | undefined;
  let failure: string | undefined;
  await readSseStream(res.body, (e) => {
    if (e.event === 'progress') onStep(e.data as ImportStep);
    else if (e.event === 'result') result = e.data as FlowiseImportResult;
    else if (e.event === 'error') failure = String((e.data as { message?: unknown })?.message ?? e.data);
  });
  if (result) return result;
  throw new Error(failure ?? 'The import ended without a report');
}
