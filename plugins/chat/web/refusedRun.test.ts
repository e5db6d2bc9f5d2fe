import { afterEach, describe, expect, it } from 'vitest';
import { addMessages, setLanguage } from '../../../host/web/i18n/i18n.ts';
import { RULE_TEXTS, ruleMessage } from '../../../node-registry/rules/ruleMessage.ts';
import { PluginRegistry } from '../../../host/common/plugin/PluginRegistry.ts';
import builtinTools from '../../builtin-tools/index.ts';
import mcp from '../../mcp/index.ts';
import './chatMessages.ts';
import { loadRefusalTexts, refusedRunMessage } from './refusedRun.ts';

/** A 400 from the prediction route as the web's http client throws it. */
const refused = (errors: unknown[]) =>
  Object.assign(new Error('The flow has 2 validation error(s)'), { data: { errors } });

const switchedOff = {
  nodeId: 'toolAgentflow_0',
  ...ruleMessage(RULE_TEXTS.toolSwitchedOff, { setting: 'ENABLE_FILE_TOOLS' }, { tool: 'Write File' }),
};
const notJson = {
  nodeId: 'toolAgentflow_1',
  ...ruleMessage(RULE_TEXTS.notValidJson, {}, { label: 'MCP Server Config' }),
};
// a problem the server says without a key stays as written
const plain = { nodeId: 'x', message: 'Something only said in English' };

describe('refusedRunMessage', () => {
  afterEach(() => setLanguage('en'));

  it('lists the problems of a refused run, one a line, in English', () => {
    expect(refusedRunMessage(refused([switchedOff, plain]))).toBe(
      'The flow cannot run:\n• Write File is switched off on this server (ENABLE_FILE_TOOLS)\n• Something only said in English',
    );
  });

  it('on the public chatbot page (no canvas texts loaded), a refusal brings the texts it needs and is said in German', async () => {
    await setLanguage('de');
    const err = refused([switchedOff, notJson, plain]);
    // the chat's own catalogue only: the rule and the tool's label are not here yet
    expect(refusedRunMessage(err)).toContain('• Write File is switched off on this server');
    const registry = new PluginRegistry();
    registry.register(builtinTools);
    registry.register(mcp);
    await loadRefusalTexts(err, registry);
    expect(refusedRunMessage(err)).toBe(
      'Der Flow kann nicht laufen:\n• Datei schreiben ist auf diesem Server ausgeschaltet (ENABLE_FILE_TOOLS)\n• MCP-Server-Konfiguration ist kein gültiges JSON\n• Something only said in English',
    );
  });

  it("in German by the problems' keys, a tool's label through the node catalogue; a text without one stays English", async () => {
    await setLanguage('de');
    // the rule's German as the canvas catalogue brings it, the tool's label as the node catalogue does
    addMessages('de', {
      [RULE_TEXTS.toolSwitchedOff]: '{{tool}} ist auf diesem Server ausgeschaltet ({{setting}})',
    });
    addMessages('de', { 'Write File': 'Datei schreiben' }, 'nodes');
    expect(refusedRunMessage(refused([switchedOff, plain]))).toBe(
      'Der Flow kann nicht laufen:\n• Datei schreiben ist auf diesem Server ausgeschaltet (ENABLE_FILE_TOOLS)\n• Something only said in English',
    );
  });

  it('leaves other failures alone', () => {
    expect(refusedRunMessage(new Error('Network error occurred'))).toBeNull();
    expect(refusedRunMessage(refused([]))).toBeNull();
  });
});
