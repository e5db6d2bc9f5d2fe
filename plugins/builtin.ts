import type { Plugin } from '../host/common/plugin/types.ts';
import agentflow from './agentflow/index.ts';
import apikeys from './apikeys/index.ts';
import assistants from './assistants/index.ts';
import billing from './billing/index.ts';
import builtinTools from './builtin-tools/index.ts';
import chat from './chat/index.ts';
import chatflow from './chatflow/index.ts';
import credentials from './credentials/index.ts';
import dashboard from './dashboard/index.ts';
import documentStores from './document-stores/index.ts';
import evaluations from './evaluations/index.ts';
import executions from './executions/index.ts';
import exportImport from './export-import/index.ts';
import files from './files/index.ts';
import flowiseImport from './flowise-import/index.ts';
import flows from './flows/index.ts';
import help from './help/index.ts';
import prediction from './prediction/index.ts';
import identity from './identity/index.ts';
import logs from './logs/index.ts';
import marketplace from './marketplace/index.ts';
import mcp from './mcp/index.ts';
import multiagent from './multiagent/index.ts';
import nodeOptions from './node-options/index.ts';
import sso from './sso/index.ts';
import tools from './tools/index.ts';
import variables from './variables/index.ts';

/**
 * The one explicit list of built-in plugins, in load order. The web shell and the server both
 * read it; the edition and DISABLED_PLUGINS decide which of them load (selectPlugins).
 */
export const builtinPlugins: readonly Plugin[] = [
  identity,
  flows,
  agentflow,
  chatflow,
  multiagent,
  tools,
  builtinTools,
  credentials,
  variables,
  apikeys,
  executions,
  prediction,
  chat,
  nodeOptions,
  documentStores,
  exportImport,
  flowiseImport,
  sso,
  mcp,
  marketplace,
  assistants,
  evaluations,
  dashboard,
  help,
  logs,
  files,
  billing,
];
