import type { LanguageCode } from '../../../host/common/i18n/languages.ts';
import { sayMessage } from '../../../host/common/i18n/sayMessage.ts';
import type { PluginRegistryBase } from '../../../host/common/plugin/PluginRegistryBase.ts';
import type { MessageText } from '../../../node-registry/flow.ts';

type Texts = Record<string, string>;

/** The rules' catalogues by language (the web says them from the same files). */
const RULES: Partial<Record<LanguageCode, () => Promise<Texts>>> = {
  de: () => import('../../../node-registry/rules/rules.de.ts').then((m) => m.rulesDe),
};

const HEADING = 'The flow cannot run:';

/** i18next's {{name}} placeholders, filled (a value not given stays as written). */
const fill = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/**
 * A refused run as one text for a client that shows only text (the peer's embed widget): the
 * heading and each problem on its line, in `language` where the rules' catalogue and the loaded
 * plugins' node texts (a tool's label) have it, by each problem's key and values; English else.
 */
export async function sayRefusal(
  problems: readonly { message: string; say?: MessageText }[],
  language: LanguageCode,
  registry: Pick<PluginRegistryBase, 'nodeMessages'>,
): Promise<string> {
  const [rules, nodes] = await Promise.all([
    RULES[language]?.() ?? Promise.resolve<Texts>({}),
    Promise.all(registry.nodeMessages(language).map((load) => load())).then(
      (all) => Object.assign({}, ...all) as Texts,
    ),
  ]);
  const t = (text: string, values?: Record<string, unknown>) =>
    values?.skipInterpolation ? (rules[text] ?? text) : fill(rules[text] ?? text, values);
  const said = problems.map((p) => sayMessage(p, t, (text) => nodes[text] ?? text));
  return [t(HEADING), ...said.map((s) => `• ${s}`)].join('\n');
}
