/**
 * What other plugins may use of tools (server side): running and describing a saved tool for a
 * flow, and the export/import shape and checks of a tool.
 */
export { runTool } from './server/runTool.ts';
export { findToolByIdOrName, toTool } from './server/toolRows.ts';
export { exportTool } from './common/exportTool.ts';
export { compileToolSchema } from './common/compileToolSchema.ts';
export { toolNameProblem } from './common/toolName.ts';
export { type ReadToolFile, readToolFile, type ToolFileContent } from './common/readToolFile.ts';
