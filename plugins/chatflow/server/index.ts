import type { FlowRunner } from '../../../host/server/engine/flowRunner.ts';
import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';

/** The runner's code (and through it the components') loads with the first chatflow run, not at start. */
const lazyChatflowRunner: FlowRunner = {
  run: async (req) => (await import('./runChatflow.ts')).chatflowRunner.run(req),
};

/** Registers the CHATFLOW flow runner (flow-kind contribution): /prediction runs chatflows through it. */
export default definePluginServer({ flowRunners: { CHATFLOW: lazyChatflowRunner } });
