import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, importsOfFile, root, sourceFiles } from './sourceImports.ts';

/**
 * Plugins meet through host contribution points or another plugin's declared public entry
 * (README, "How plugins meet"): plugins/<id>/public.ts (server and common code) and
 * plugins/<id>/public-web.ts (web code). Anything else in another plugin's folder is internal.
 * Test files follow the same rule (their own plugin's internals only); they may also load another
 * plugin's manifest (plugins/<id>/index.ts) and its definitions module, as the host itself does.
 */
const PUBLIC_ENTRIES = new Set(['public.ts', 'public-web.ts']);
const isTest = (repoPath: string) => /\.test\.tsx?$/.test(repoPath);

/**
 * Imports still to move behind public entries, listed one by one so no new one slips in: each
 * is web code reaching a small module of another plugin. Routing them through a public-web.ts
 * barrel now would pull that barrel's other modules (the chat panel) into these pages' chunks;
 * they move when the shared pieces (download, chatbot config form, model config) go to host/web.
 */
const KNOWN = new Set([
  'plugins/chat/web/ViewMessagesDialog.tsx -> plugins/flows/web/downloadText.ts',
  'plugins/executions/web/ExecutionDetailPage.tsx -> plugins/flows/web/flowsApi.ts',
  'plugins/flows/web/ChatbotConfigDialog.tsx -> plugins/chat/common/chatbotConfigForm.ts',
  'plugins/flows/web/ChatbotConfigPanel.tsx -> plugins/chat/common/chatbotConfigForm.ts',
  'plugins/flows/web/ChatbotConfigPanel.tsx -> plugins/chat/common/fileTypes.ts',
  'plugins/flows/web/FlowActionsMenu.tsx -> plugins/chat/web/ViewMessagesDialog.tsx',
  'plugins/flows/web/FlowApiKeyDialog.tsx -> plugins/apikeys/common/apiKeyTypes.ts',
  'plugins/flows/web/canvas/CanvasChatPanel.tsx -> plugins/chat/web/ChatPanel.tsx',
  'plugins/flows/web/forms/ModelConfigFields.tsx -> plugins/agentflow/common/chatModels.ts',
  'plugins/flows/web/forms/ModelConfigFields.tsx -> plugins/node-options/common/providerModels.ts',
]);

const pluginOf = (repoPath: string) => /^plugins\/([^/]+)\/(.+)$/.exec(repoPath);

/** Why `from` may not import `to`, or null when it may. */
function boundaryProblem(from: string, to: string): string | null {
  const source = pluginOf(from);
  const target = pluginOf(to);
  if (!source || !target || source[1] === target[1]) return null;
  const inner = target[2] as string;
  if (PUBLIC_ENTRIES.has(inner)) return null;
  // A test may load another plugin as the host does: its manifest and its definitions loader's module.
  if ((inner === 'index.ts' || inner === 'definitions.ts') && isTest(from)) return null;
  if (KNOWN.has(`${from} -> ${to}`)) return null;
  return `${from} imports ${to}: use plugins/${target[1]}/public.ts or public-web.ts`;
}

function violations(): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(join(root, 'plugins'))) {
    const from = file.slice(root.length + 1);
    for (const { target } of importsOfFile(file)) {
      const problem = boundaryProblem(from, target);
      if (problem) out.push(problem);
    }
  }
  return out;
}

describe('plugin boundaries', () => {
  it('no plugin imports another plugin’s internals, only its public entries', () => {
    expect(violations()).toEqual([]);
  });

  it('the rule can fail: internals, manifests outside tests and type-only imports are caught', () => {
    const from = 'plugins/prediction/server/x.ts';
    const imports = importsOf(
      join(root, from),
      [
        "import { recordAnswer } from '../../chat/server/recordExchange.ts';",
        "import type { ChatUpload } from '../../chat/common/chatUpload.ts';",
        "const page = () => import('../../chat/web/ChatPanel.tsx');",
        "import chat from '../../chat/index.ts';",
        "import { recordQuestion } from '../../chat/public.ts';",
        "import { formText } from '../common/own.ts';",
      ].join('\n'),
    );
    expect(imports.map((i) => boundaryProblem(from, i.target) !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // a test may load another plugin's manifest, never its internals
    const test = 'plugins/flows/common/x.test.ts';
    expect(boundaryProblem(test, 'plugins/agentflow/index.ts')).toBeNull();
    expect(boundaryProblem(test, 'plugins/agentflow/common/chatModels.ts')).not.toBeNull();
  });
});
