import { t } from '../../../host/web/i18n/i18n.ts';
import { sayMessage } from '../../../host/web/i18n/sayMessage.ts';
import type { MessageText } from '../../../node-registry/flow.ts';

type Problem = { message: string; say?: MessageText };
type Translate = (text: string, values?: Record<string, unknown>) => string;

const isProblem = (e: unknown): e is Problem =>
  typeof e === 'object' && e !== null && typeof (e as Problem).message === 'string';

/**
 * A run the server refused before it started (a 400 listing the flow's problems, a tool switched
 * off or an MCP server not connected among them): each problem on its own line in the reader's
 * language (by its key and values where the server gives them); null for any other failure.
 */
export function refusedRunMessage(err: unknown): string | null {
  const errors = (err as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors)) return null;
  const problems = errors.filter(isProblem);
  if (problems.length === 0) return null;
  const translate = t as unknown as Translate;
  const said = problems.map((p) => sayMessage(p, translate, (v) => translate(v, { ns: 'nodes' })));
  return [t('The flow cannot run:'), ...said.map((s) => `• ${s}`)].join('\n');
}
