import { LANGUAGES, type LanguageCode } from '../../../host/common/i18n/languages.ts';
import type { PluginRegistryBase } from '../../../host/common/plugin/PluginRegistryBase.ts';
import type { Catalogues } from '../../../host/web/i18n/catalogues.ts';
import { addCatalogues, cataloguesReady, t } from '../../../host/web/i18n/i18n.ts';
import { sayMessage } from '../../../host/common/i18n/sayMessage.ts';
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

const isRefused = (err: unknown) =>
  Array.isArray((err as { data?: { errors?: unknown } } | null)?.data?.errors);

let rulesAdded = false;
const withTexts = new WeakSet<PluginRegistryBase>();

/**
 * Brings what saying a refused run takes in the reader's language, once, when the first one comes:
 * the rules' texts and the loaded plugins' node texts (a tool's label). The canvas has them
 * already; the public chatbot page loads them only here, so its first page carries none of them.
 */
export async function loadRefusalTexts(err: unknown, registry: PluginRegistryBase | undefined) {
  if (!isRefused(err)) return;
  if (!rulesAdded) {
    rulesAdded = true;
    addCatalogues({ de: () => import('../../../node-registry/rules/rules.de.ts').then((m) => m.rulesDe) });
  }
  if (registry && !withTexts.has(registry)) {
    withTexts.add(registry);
    const nodeTexts: Catalogues = {};
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      nodeTexts[code as LanguageCode] = async () => {
        const loaded = await Promise.all(registry.nodeMessages(code).map((load) => load()));
        return Object.assign({}, ...loaded);
      };
    }
    addCatalogues(nodeTexts, 'nodes');
  }
  await cataloguesReady();
}
