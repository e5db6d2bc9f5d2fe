import { httpError } from '../../../host/server/http/HttpError.ts';
import { checkFlowData } from '../../flows/public.ts';
import { compileToolSchema, readToolFile, toolNameProblem } from '../../tools/public.ts';
import { variableNameProblem } from '../../variables/public.ts';
import { type ExportData, FLOW_SETS } from '../common/exportTypes.ts';

/**
 * The checks the body schema cannot make, on the file as it came (so a 400 names the row by its
 * place in the file, e.g. 'Tool/0: Invalid JSON schema: ...'), before anything is planned or
 * written: flowData against the flow schema, tools read as tool files (the peer's gradient colours
 * and schema rows converted) with their name and schema checked, variable names.
 */
export function checkImportFile(data: Partial<ExportData>): void {
  for (const set of FLOW_SETS) {
    for (const [i, flow] of (data[set] ?? []).entries()) {
      const check = checkFlowData(String(flow.flowData));
      if (!check.ok) throw httpError(400, `${set}/${i}: ${check.reason}`);
    }
  }
  for (const [i, raw] of (data.Tool ?? []).entries()) {
    const { tool } = readToolFile(raw);
    const problem = toolNameProblem(tool.name);
    if (problem) throw httpError(400, `Tool/${i}: Invalid tool name '${tool.name}': ${problem}`);
    const compiled = compileToolSchema(tool.schema);
    if (!compiled.ok) throw httpError(400, `Tool/${i}: ${compiled.message}`);
  }
  for (const [i, variable] of (data.Variable ?? []).entries()) {
    const name = String(variable.name);
    const problem = variableNameProblem(name);
    if (problem) throw httpError(400, `Variable/${i}: Invalid variable name '${name}': ${problem}`);
  }
}
