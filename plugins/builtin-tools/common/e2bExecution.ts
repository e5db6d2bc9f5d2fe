/**
 * The answer of an E2B code-interpreter cell for the model, from the sandbox's `/execute` stream:
 * one JSON object a line (`stdout`, `stderr`, `result`, `error`, `number_of_executions`, ...).
 * What was printed, then the cell's value (the peer dropped the prints when there was a value);
 * an error as `Name: value` with what went to stderr.
 */
export function parseE2BOutput(ndjson: string): string {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const shown: string[] = [];
  let main: string | undefined;
  let error: string | undefined;
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue; // a cut or foreign line says nothing the model can use
    }
    const text = typeof msg.text === 'string' ? msg.text : undefined;
    if (msg.type === 'stdout' && text !== undefined) stdout.push(text);
    else if (msg.type === 'stderr' && text !== undefined) stderr.push(text);
    else if (msg.type === 'error') error = `${String(msg.name ?? 'Error')}: ${String(msg.value ?? '')}`;
    else if (msg.type === 'result') {
      if (msg.is_main_result && text !== undefined) main = text;
      const kinds = ['png', 'jpeg', 'svg', 'pdf', 'html', 'chart'].filter((k) => msg[k]);
      if (kinds.length) shown.push(`[the cell showed ${kinds.join(', ')} output, not kept]`);
      else if (!msg.is_main_result && text !== undefined) shown.push(text);
    }
  }
  if (error) return [error, ...stderr].join('\n').trim();
  const parts = [stdout.join('').trimEnd(), ...shown, main?.trimEnd()].filter(Boolean);
  return parts.join('\n') || stderr.join('').trim();
}
