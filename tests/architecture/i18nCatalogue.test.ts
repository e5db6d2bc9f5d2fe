import { describe, expect, it } from 'vitest';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';
import { de as assistantsOpenAIDe } from '../../plugins/assistants/web/openai/i18n/de.ts';
import { de as assistantsDe } from '../../plugins/assistants/web/i18n/de.ts';
import { de as multiagentDe } from '../../plugins/multiagent/web/i18n/de.ts';
import { de as chatDe } from '../../plugins/chat/web/i18n/de.ts';
import { FIELD_NOT_JSON, FIELD_REQUIRED } from '../../plugins/credentials/common/credentialForm.ts';
import { de as credentialsDe } from '../../plugins/credentials/web/i18n/de.ts';
import { de as canvasDe } from '../../plugins/flows/web/canvas/i18n/de.ts';
import { FLOW_SORTS } from '../../plugins/flows/common/flowSorts.ts';
import { flowTypeLabel } from '../../plugins/flows/common/flowTypeLabel.ts';
import { FLOW_TYPES } from '../../plugins/flows/common/flowTypes.ts';
import { de as flowsDe } from '../../plugins/flows/web/i18n/de.ts';
import { SUMMARY_MESSAGES } from '../../plugins/apikeys/common/permissionGroups.ts';
import { de as apiKeysDe } from '../../plugins/apikeys/web/i18n/de.ts';
import { KEY_NAME_MESSAGES } from '../../plugins/apikeys/web/keyNameProblem.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { PROGRESS_MESSAGES } from '../../plugins/document-stores/common/jobProgress.ts';
import { METADATA_MESSAGES } from '../../plugins/document-stores/common/metadataText.ts';
import { SUMMARY_MESSAGES as SPLITTER_SUMMARY } from '../../plugins/document-stores/common/splitterSettings.ts';
import { STORE_STATUS_TEXTS } from '../../plugins/document-stores/common/storeStatusBadge.ts';
import { de as documentStoresDe } from '../../plugins/document-stores/web/i18n/de.ts';
import { PERMISSION_GROUPS } from '../../host/common/access/permissionCatalogue.ts';
import { SAMPLE_ARGS_MESSAGES } from '../../plugins/tools/common/sampleArgs.ts';
import { SCHEMA_ROW_MESSAGES } from '../../plugins/tools/common/schemaTable.ts';
import { TOOL_NAME_MESSAGES } from '../../plugins/tools/common/toolName.ts';
import { de as toolsDe } from '../../plugins/tools/web/i18n/de.ts';
import { de as mcpDe } from '../../plugins/mcp/web/i18n/de.ts';
import { DRAFT_MESSAGES } from '../../plugins/tools/web/toolDraft.ts';
import { VARIABLE_NAME_MESSAGES } from '../../plugins/variables/common/variableName.ts';
import { de as variablesDe } from '../../plugins/variables/web/i18n/de.ts';
import { de as shellDe } from '../../host/web/i18n/de.ts';
import { de as executionsDe } from '../../plugins/executions/web/i18n/de.ts';
import { EXECUTION_STATES } from '../../plugins/executions/common/executionTypes.ts';
import { statusAppearance } from '../../plugins/executions/common/statusAppearance.ts';
import { costLines, costText } from '../../plugins/executions/common/formatCost.ts';
import { de as marketplaceDe } from '../../plugins/marketplace/web/i18n/de.ts';
import { TYPE_LABEL } from '../../plugins/marketplace/web/TemplateCard.tsx';
import { de as dashboardDe } from '../../plugins/dashboard/web/i18n/de.ts';
import { de as logsDe } from '../../plugins/logs/web/i18n/de.ts';
import { de as filesDe } from '../../plugins/files/web/i18n/de.ts';
import { de as helpDe } from '../../plugins/help/web/i18n/de.ts';
import { GUIDE } from '../../plugins/help/web/guide.ts';
import { HELP_PAGES } from '../../plugins/help/web/HelpPage.tsx';
import { de as exportImportDe } from '../../plugins/export-import/web/i18n/de.ts';
import { SET_LABELS, SUPPORTED_EXPORTS } from '../../plugins/export-import/common/exportTypes.ts';
import { INVALID_IMPORT_FILE } from '../../plugins/export-import/common/exportFile.ts';
import { de as flowiseImportDe } from '../../plugins/flowise-import/web/i18n/de.ts';
import { de as identityDe } from '../../plugins/identity/web/i18n/de.ts';
import { de as ssoDe } from '../../plugins/sso/web/i18n/de.ts';
import { KIND_LABELS } from '../../plugins/identity/web/admin/LoginActivityFilterBar.tsx';
import { ACCOUNT_TABS } from '../../plugins/identity/web/account/AccountSettingsLayout.tsx';
import { CONTACT_ADMIN } from '../../plugins/identity/web/workspace/WorkspaceSwitchErrorDialog.tsx';
import { SWITCH_FAILED } from '../../plugins/identity/web/workspace/useWorkspaceSwitch.ts';
import { emailProblem, passwordProblem } from '../../plugins/identity/common/passwordRules.ts';
import { dateRangeProblem } from '../../plugins/identity/common/loginActivityQuery.ts';
import { de as evaluationsDe } from '../../plugins/evaluations/web/i18n/de.ts';
import { EVALUATOR_TEXTS } from '../../plugins/evaluations/common/describeEvaluator.ts';
import { RUN_STATES } from '../../plugins/evaluations/web/RunStatus.tsx';
import { RESULT_STATES } from '../../plugins/evaluations/web/ResultDrawer.tsx';
import { de as billingDe } from '../../plugins/billing/web/i18n/de.ts';
import {
  NO_PAYMENT_METHOD,
  REMOVE_SEATS_AND_USERS,
  REMOVE_WORKSPACES,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_UPDATED,
} from '../../plugins/billing/common/planChange.ts';
import { DEFAULT_PLANS } from '../../plugins/billing/common/plans.ts';
import { coveredFiles, scanUiStrings } from './uiStrings.ts';

/**
 * Issue 19, languages: the parts of the UI on the message catalogue (the shell, chat, canvas and
 * flows pages so far) write no UI text straight into their components, and German translates
 * every text they use.
 * A folder joins COVERED once its texts go through t(); new pages should start there.
 */
const COVERED = {
  shell: {
    folders: [
      'host/web',
      'host/web/layout',
      'host/web/components',
      'host/web/pages',
      'host/web/router',
      'host/web/access',
      'host/web/theme',
      'host/web/icons',
    ],
    german: shellDe,
  },
  chat: { folders: ['plugins/chat/web'], german: chatDe },
  canvas: {
    folders: [
      'plugins/flows/web/canvas',
      'plugins/flows/web/canvas/nodes',
      'plugins/flows/web/canvas/nodes/typed',
    ],
    german: canvasDe,
  },
  flows: {
    folders: ['plugins/flows/web', 'plugins/flows/web/forms', 'plugins/flows/web/forms/testing'],
    german: flowsDe,
  },
  credentials: { folders: ['plugins/credentials/web'], german: credentialsDe },
  variables: { folders: ['plugins/variables/web'], german: variablesDe },
  apikeys: { folders: ['plugins/apikeys/web'], german: apiKeysDe },
  tools: { folders: ['plugins/tools/web'], german: toolsDe },
  mcp: { folders: ['plugins/mcp/web'], german: mcpDe },
  documentStores: { folders: ['plugins/document-stores/web'], german: documentStoresDe },
  assistantsOpenAI: { folders: ['plugins/assistants/web/openai'], german: assistantsOpenAIDe },
  assistants: { folders: ['plugins/assistants/web'], german: assistantsDe },
  multiagent: {
    folders: ['plugins/multiagent/web', 'plugins/agentflow/web', 'plugins/chatflow/web'],
    german: multiagentDe,
  },
  executions: { folders: ['plugins/executions/web'], german: executionsDe },
  marketplace: { folders: ['plugins/marketplace/web'], german: marketplaceDe },
  dashboard: { folders: ['plugins/dashboard/web'], german: dashboardDe },
  logs: { folders: ['plugins/logs/web'], german: logsDe },
  files: { folders: ['plugins/files/web'], german: filesDe },
  help: { folders: ['plugins/help/web'], german: helpDe },
  'export-import': { folders: ['plugins/export-import/web'], german: exportImportDe },
  'flowise-import': { folders: ['plugins/flowise-import/web'], german: flowiseImportDe },
  identity: {
    folders: [
      'plugins/identity/web',
      'plugins/identity/web/auth',
      'plugins/identity/web/account',
      'plugins/identity/web/admin',
      'plugins/identity/web/workspace',
    ],
    german: identityDe,
  },
  sso: { folders: ['plugins/sso/web'], german: ssoDe },
  evaluations: { folders: ['plugins/evaluations/web'], german: evaluationsDe },
  billing: { folders: ['plugins/billing/web'], german: billingDe },
} as const;

describe('the message catalogue', () => {
  for (const [part, { folders, german }] of Object.entries(COVERED)) {
    const scans = coveredFiles(folders).map(scanUiStrings);

    it(`${part}: no hard-coded UI text (JSX text, aria-label, placeholder, title, label...)`, () => {
      expect(scans.flatMap((s) => s.hardCoded)).toEqual([]);
    });

    it(`${part}: German has every text it uses`, () => {
      const keys = [...new Set(scans.flatMap((s) => s.keys))];
      // the scanner found the part's texts (a small part, like the multi-agent canvas's dialog, has few)
      expect(keys.length).toBeGreaterThan(part === 'multiagent' ? 5 : 10);
      expect(keys.filter((k) => !german[k])).toEqual([]);
    });
  }

  it('shell: German has every menu group, menu entry, profile and item menu entry the plugins contribute', () => {
    const labels = new Set<string>();
    for (const p of builtinPlugins) {
      for (const m of p.menuItems ?? []) {
        labels.add(m.label);
        labels.add(m.group);
        if (m.section) labels.add(m.section);
      }
      for (const m of p.profileMenuItems ?? []) labels.add(m.label);
      for (const m of p.itemMenuItems ?? []) labels.add(m.label);
    }
    expect([...labels].filter((l) => !shellDe[l])).toEqual([]);
  });

  it('flows: German has every flow kind (list heading), flow type and sort order', () => {
    const kinds = builtinPlugins.flatMap((p) => p.flowKinds ?? []);
    const labels = [
      ...kinds.map((k) => k.label),
      ...kinds.map((k) => flowTypeLabel(k.type)),
      ...FLOW_SORTS.map((s) => s.label),
    ];
    expect(kinds.length).toBeGreaterThan(1);
    expect(labels.filter((l) => !flowsDe[l] && !shellDe[l])).toEqual([]);
  });

  it("credentials: German has the form's messages and every built-in credential type's texts", async () => {
    const texts = [FIELD_REQUIRED, FIELD_NOT_JSON];
    for (const type of (await pluginDefinitions(builtinPlugins)).flatMap((p) => p.credentials ?? [])) {
      if (type.description) texts.push(type.description);
      for (const f of type.fields) texts.push(f.label, ...(f.description ? [f.description] : []));
    }
    expect(texts.filter((text) => !credentialsDe[text])).toEqual([]);
  });

  it("variables: German has the name check's messages", () => {
    expect(VARIABLE_NAME_MESSAGES.filter((text) => !variablesDe[text])).toEqual([]);
  });

  it('apikeys: German has the name check, the summary, every permission area and flow type', () => {
    const texts = [
      ...KEY_NAME_MESSAGES,
      ...SUMMARY_MESSAGES,
      ...PERMISSION_GROUPS.map((g) => g.label),
      ...FLOW_TYPES.map(flowTypeLabel),
    ];
    expect(texts.filter((text) => !apiKeysDe[text])).toEqual([]);
  });

  it("tools: German has the checks' messages (name, schema rows, draft, sample arguments)", () => {
    const texts = [...TOOL_NAME_MESSAGES, ...SCHEMA_ROW_MESSAGES, ...DRAFT_MESSAGES, ...SAMPLE_ARGS_MESSAGES];
    expect(texts.filter((text) => !toolsDe[text])).toEqual([]);
  });

  it('document stores: German has the status badges, progress, metadata and splitter texts', () => {
    const texts = [...STORE_STATUS_TEXTS, ...PROGRESS_MESSAGES, ...METADATA_MESSAGES, ...SPLITTER_SUMMARY];
    expect(texts.filter((text) => !documentStoresDe[text])).toEqual([]);
  });

  it('the catalogues agree: one English text has one German text (they share one namespace)', () => {
    const seen = new Map<string, string>();
    const disagreeing: string[] = [];
    for (const { german } of Object.values(COVERED)) {
      for (const [en, tr] of Object.entries(german)) {
        const before = seen.get(en);
        if (before !== undefined && before !== tr) disagreeing.push(`${en}: ${before} / ${tr}`);
        seen.set(en, tr);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('executions: German has every state label and cost text (built in common code)', () => {
    const keys: string[] = EXECUTION_STATES.map((s) => statusAppearance(s).label);
    const collect = (key: string) => {
      keys.push(key);
      return key;
    };
    costText(null, [], collect);
    costText(1, ['m', ''], collect);
    costText(1, [], collect);
    costLines(
      {
        usd: null,
        unpriced: [''],
        lines: [{ model: '', provider: '', inputTokens: 1, outputTokens: 1, totalTokens: 2, usd: null }],
      },
      collect,
    );
    expect(keys.filter((k) => !executionsDe[k])).toEqual([]);
  });

  it('marketplace: German has every template type', () => {
    expect(Object.values(TYPE_LABEL).filter((l) => !marketplaceDe[l])).toEqual([]);
  });

  it('help: German has every text of the guide and the help entries', () => {
    const texts = [
      ...GUIDE.flatMap((s) => [s.title, ...s.paragraphs, ...s.links.map((l) => l.label)]),
      ...Object.values(HELP_PAGES).flatMap((p) => [p.title, p.text, p.button, ...(p.tips ?? [])]),
    ];
    expect(texts.filter((x) => !helpDe[x])).toEqual([]);
  });

  it('export-import: German has every data set name and the invalid-file message', () => {
    const texts = [
      ...SUPPORTED_EXPORTS.map((e) => e.label),
      ...Object.values(SET_LABELS),
      INVALID_IMPORT_FILE,
    ];
    expect(texts.filter((x) => !exportImportDe[x])).toEqual([]);
  });

  it('identity: German has the form checks, field labels, tabs, activity kinds, statuses and permission areas', () => {
    const texts: string[] = [
      ...Object.values(KIND_LABELS),
      ...ACCOUNT_TABS.map((tab) => tab.label),
      ...PERMISSION_GROUPS.map((g) => g.label),
      CONTACT_ADMIN,
      SWITCH_FAILED,
      ...['Active', 'Invited', 'Disabled'],
      ...[
        'Email',
        'Name',
        'Password',
        'Confirm password',
        'Organization name',
        'Organization name is required',
      ],
      ...['Password is required', 'Current password', 'New password', 'Confirm new password'],
      'To_recipient',
      'Clear_filters',
      'View_open',
      'Admin_badge',
    ];
    const collect = (key: string) => {
      texts.push(key);
      return key;
    };
    for (const p of ['', 'a', 'aaaaaaaa', 'aaaaaaaA', 'x'.repeat(200)]) passwordProblem(p, collect);
    for (const e of ['', 'nope']) emailProblem(e, collect);
    for (const r of [
      { from: 'x', to: '' },
      { from: '', to: 'x' },
      { from: '2026-02-02', to: '2026-01-01' },
    ])
      dateRangeProblem(r, collect);
    expect(texts.filter((x) => !identityDe[x])).toEqual([]);
  });

  it("evaluations: German has the evaluators' rules and every run and result state", () => {
    const texts = [
      ...EVALUATOR_TEXTS,
      ...Object.values(RUN_STATES),
      ...Object.values(RESULT_STATES),
      ...['now passes', 'now fails', 'answer changed', 'unchanged', 'new row', 'row gone'],
      ...[
        'is valid JSON',
        'is JSON matching a JSON Schema',
        'agentflow',
        'chatflow',
        'assistant',
        'multi-agent',
      ],
    ];
    expect(texts.filter((x) => !evaluationsDe[x])).toEqual([]);
  });

  it("billing: German has the plan change's messages, the statuses and the built-in plans' texts", () => {
    const texts = [
      ...[
        REMOVE_SEATS_AND_USERS,
        REMOVE_WORKSPACES,
        NO_PAYMENT_METHOD,
        SUBSCRIPTION_UPDATED,
        SUBSCRIPTION_FAILED,
      ],
      ...['active', 'trialing', 'past due', 'unpaid', 'canceled', '/month'],
      ...DEFAULT_PLANS.flatMap((p) => [
        p.subtitle,
        ...p.features.flatMap((f) => [f.text, f.subtext ?? f.text]),
      ]),
    ];
    expect(texts.filter((x) => !billingDe[x])).toEqual([]);
  });

  it('a German text keeps the placeholders of its English key', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const all = {
      ...shellDe,
      ...chatDe,
      ...canvasDe,
      ...flowsDe,
      ...credentialsDe,
      ...variablesDe,
      ...apiKeysDe,
      ...toolsDe,
      ...documentStoresDe,
      ...executionsDe,
      ...marketplaceDe,
      ...dashboardDe,
      ...logsDe,
      ...filesDe,
      ...helpDe,
      ...exportImportDe,
      ...flowiseImportDe,
      ...identityDe,
      ...ssoDe,
      ...evaluationsDe,
      ...billingDe,
    };
    const broken = Object.entries(all).filter(
      ([en, tr]) => placeholders(en).join() !== placeholders(tr).join(),
    );
    expect(broken).toEqual([]);
  });
});
