/**
 * What the host and other plugins may use of the peer database import: the `import-flowise`
 * command of the brains-studio CLI, and the import itself.
 */
export { IMPORT_FLOWISE_USAGE, importFlowiseCommand } from './server/importFlowiseCommand.ts';
export { importFlowiseDatabase } from './server/importFlowiseDatabase.ts';
export type { FlowiseImportResult } from './common/flowiseImportTypes.ts';
