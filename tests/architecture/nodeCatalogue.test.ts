import { describe, expect, it } from 'vitest';
import { nodeTexts, paramListTexts, toolTexts } from '../../node-registry/nodeTexts.ts';
import { CONDITION_ALERTS } from '../../node-registry/rules/conditionDiagnostics.ts';
import { ENDING_MESSAGES } from '../../node-registry/rules/endingNodeProblems.ts';
import { CONNECTION_TEXTS } from '../../node-registry/rules/isValidConnection.ts';
import { RULE_TEXTS } from '../../node-registry/rules/ruleMessage.ts';
import { FLOW_MESSAGES } from '../../node-registry/rules/validateFlow.ts';
import type { NodeDefinition } from '../../node-registry/types.ts';
import { CHAT_MODEL_DEFINITIONS } from '../../plugins/agentflow/common/chatModels.ts';
import agentflow from '../../plugins/agentflow/index.ts';
import { agentflowNodes } from '../../plugins/agentflow/definitions.ts';
import { nodesDe as agentflowNodesDe } from '../../plugins/agentflow/web/i18n/nodes.de.ts';
import builtinTools from '../../plugins/builtin-tools/index.ts';
import builtinToolsServer from '../../plugins/builtin-tools/server/index.ts';
import { nodesDe as builtinToolsDe } from '../../plugins/builtin-tools/web/i18n/nodes.de.ts';
import chatflow from '../../plugins/chatflow/index.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import { nodesDe as chatflowDe, nodesDeParts } from '../../plugins/chatflow/web/i18n/nodes.de.ts';
import mcp from '../../plugins/mcp/index.ts';
import mcpServer from '../../plugins/mcp/server/index.ts';
import { nodesDe as mcpDe } from '../../plugins/mcp/web/i18n/nodes.de.ts';
import multiagent from '../../plugins/multiagent/index.ts';
import { nodes as multiagentNodes } from '../../plugins/multiagent/definitions.ts';
import { nodesDe as multiagentDe } from '../../plugins/multiagent/web/i18n/nodes.de.ts';
import { SUGGESTION_GROUPS } from '../../plugins/flows/common/forms/variableSuggestions.ts';
import documentStores from '../../plugins/document-stores/index.ts';
import { LOADERS } from '../../plugins/document-stores/common/loaderCatalogue.ts';
import { RECORD_MANAGERS } from '../../plugins/document-stores/common/recordManagerCatalogue.ts';
import { SPLITTERS } from '../../plugins/document-stores/common/splitterCatalogue.ts';
import { VECTOR_STORE_COMPONENTS } from '../../plugins/document-stores/common/vectorCatalogue.ts';
import { componentsDe as documentStoresDe } from '../../plugins/document-stores/web/i18n/components.de.ts';
import { de as canvasDe } from '../../plugins/flows/web/canvas/i18n/de.ts';
import { de as flowsDe } from '../../plugins/flows/web/i18n/de.ts';

/**
 * Issue 19, languages: the node registry's texts on a canvas. A plugin that translates its node
 * texts (its manifest's nodeMessages) has German for every text of every node it owns, and a
 * plugin of built-in tools for every text of its tools' settings (the Tool and Agent node forms);
 * adding such a text without German fails here. The chatflow canvas's texts are its palette's
 * categories and every text of its nodes (settings, options, placeholders, anchors, outputs).
 */

/** What the chatflow canvas shows: its palette's categories and every text of every node. */
const chatflowTexts = (): string[] => [
  ...(chatflow.flowKinds ?? []).flatMap((k) => k.categories ?? []),
  ...chatflowNodes.flatMap(nodeTexts),
];

const NODE_CATALOGUES = {
  agentflow: {
    plugin: agentflow,
    texts: () => [
      ...agentflowNodes.flatMap(nodeTexts),
      ...CHAT_MODEL_DEFINITIONS.flatMap((m) => paramListTexts(m.params)),
    ],
    german: agentflowNodesDe,
    least: 150,
  },
  'builtin-tools': {
    plugin: builtinTools,
    texts: () => (builtinToolsServer.toolProviders ?? []).flatMap(toolTexts),
    german: builtinToolsDe,
    least: 150,
  },
  multiagent: {
    plugin: multiagent,
    texts: () => multiagentNodes.flatMap(nodeTexts),
    german: multiagentDe,
    least: 80,
  },
  chatflow: {
    plugin: chatflow,
    texts: chatflowTexts,
    german: chatflowDe,
    least: 450,
  },
  'document-stores': {
    plugin: documentStores,
    texts: () =>
      [...LOADERS, ...SPLITTERS, ...VECTOR_STORE_COMPONENTS, ...RECORD_MANAGERS].flatMap((c) =>
        nodeTexts(c as NodeDefinition),
      ),
    german: documentStoresDe,
    least: 50,
  },
  mcp: {
    plugin: mcp,
    texts: () => (mcpServer.toolProviders ?? []).flatMap(toolTexts),
    german: mcpDe,
    least: 30,
  },
} as const;

describe('the node catalogues', () => {
  for (const [name, { plugin, texts, german, least }] of Object.entries(NODE_CATALOGUES)) {
    it(`${name}: German has every node text (labels, categories, descriptions, parameters, options, outputs)`, () => {
      const all = [...new Set(texts())];
      expect(all.length).toBeGreaterThan(least);
      expect(all.filter((text) => !german[text])).toEqual([]);
    });

    it(`${name}: its manifest contributes that catalogue as its German node messages`, async () => {
      expect(await plugin.nodeMessages?.de?.()).toBe(german);
    });

    it(`${name}: every German entry belongs to a node text (no stale entries)`, () => {
      const used = new Set(texts());
      expect(Object.keys(german).filter((text) => !used.has(text))).toEqual([]);
    });
  }

  it('a node text added without German is caught (the collector sees every place a text can be)', () => {
    const extra: NodeDefinition = {
      ...(agentflowNodes[1] as NodeDefinition),
      inputs: [
        {
          label: 'Brand New Field',
          name: 'x',
          type: 'options',
          description: 'A new hint',
          placeholder: 'a new example',
          options: [{ label: 'A New Choice', name: 'new', description: 'A new choice hint' }],
        },
        {
          label: 'New Rows',
          name: 'rows',
          type: 'array',
          array: [{ label: 'New Column', name: 'c', type: 'string' }],
        },
      ],
      outputs: [{ label: 'New Output', name: 'o' }],
    };
    const missing = nodeTexts(extra).filter((text) => !agentflowNodesDe[text]);
    expect(new Set(missing)).toEqual(
      new Set([
        'A New Choice',
        'A new choice hint',
        'a new example',
        'A new hint',
        'Brand New Field',
        'New Column',
        'New Output',
        'New Row',
        'New Rows',
      ]),
    );
  });

  it('a chatflow node setting added without German is caught (settings, options, placeholders, anchors, outputs)', () => {
    const chatOpenAI = chatflowNodes.find((n) => n.name === 'chatOpenAI') as NodeDefinition;
    const extra: NodeDefinition = {
      ...chatOpenAI,
      inputs: [
        ...(chatOpenAI.inputs ?? []),
        {
          label: 'New Sampling',
          name: 'sampling',
          type: 'options',
          placeholder: 'a new sample',
          description: 'How new tokens are drawn',
          options: [{ label: 'Greedy Choice', name: 'greedy' }],
        },
      ],
      inputAnchors: [{ label: 'New Cache', name: 'cache', type: 'BaseCache' }],
      outputs: [{ label: 'New Output', name: 'o' }],
      unavailable: 'A new reason this node cannot run',
    };
    const missing = nodeTexts(extra).filter((text) => !chatflowDe[text]);
    expect(new Set(missing)).toEqual(
      new Set([
        'A new reason this node cannot run',
        'New Sampling',
        'a new sample',
        'How new tokens are drawn',
        'Greedy Choice',
        'New Cache',
        'New Output',
      ]),
    );
  });

  it("chatflow: the catalogue's parts do not repeat a text (one German per English text)", () => {
    const keys = nodesDeParts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("a tool setting added without German is caught (the tool collector sees the picker's texts and the settings)", () => {
    const tool = {
      label: 'New Tool',
      description: 'Does something new',
      category: 'Tools',
      inputs: [
        {
          label: 'New Setting',
          name: 'mode',
          type: 'options' as const,
          options: [{ label: 'New Mode', name: 'new' }],
        },
      ],
    };
    const missing = toolTexts(tool).filter((text) => !builtinToolsDe[text]);
    expect(new Set(missing)).toEqual(new Set(['New Tool', 'Does something new', 'New Setting', 'New Mode']));
  });

  it('the node catalogues agree: one English text has one German text (they share the nodes namespace)', () => {
    const seen = new Map<string, string>();
    const disagreeing: string[] = [];
    for (const { german } of Object.values(NODE_CATALOGUES)) {
      for (const [en, tr] of Object.entries(german)) {
        const before = seen.get(en);
        if (before !== undefined && before !== tr) disagreeing.push(`${en}: ${before} / ${tr}`);
        seen.set(en, tr);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it("canvas: German has every graph rule's message (validation list, node badges, refused connections) and the form's suggestion groups", () => {
    const rules: string[] = [
      ...Object.values(RULE_TEXTS),
      ...Object.values(FLOW_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
      ...Object.values(CONDITION_ALERTS),
      ...Object.values(CONNECTION_TEXTS),
      ENDING_MESSAGES.none,
    ];
    expect(rules.filter((text) => !canvasDe[text])).toEqual([]);
    // a new flow's name, said when the canvas opens a new flow
    const newFlowNames = [agentflow, chatflow, multiagent].flatMap((p) =>
      (p.flowKinds ?? []).map((k) => k.newFlowName),
    );
    expect(newFlowNames.length).toBe(3);
    expect(newFlowNames.filter((text) => !canvasDe[text])).toEqual([]);
    expect([CONDITION_ALERTS.noReturn, ...SUGGESTION_GROUPS].filter((text) => !flowsDe[text])).toEqual([]);
  });
});
