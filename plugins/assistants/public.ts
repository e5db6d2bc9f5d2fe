/**
 * What the assistants plugin offers others (server side): its AssistantCustom export set, written
 * and read by the export/import plugin.
 */
export { exportCustomAssistants, importCustomAssistants } from './server/assistantSets.ts';
