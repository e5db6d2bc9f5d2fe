/**
 * What the assistants plugin offers others (server side): its export sets (AssistantCustom,
 * AssistantOpenAI, AssistantAzure), written and read by the export/import plugin, and the flows
 * of OpenAI and Azure assistants, which their sets carry in their details instead of AssistantFlow.
 */
export { exportCustomAssistants, importCustomAssistants } from './server/assistantSets.ts';
export {
  exportVendorAssistants,
  importVendorAssistants,
  vendorAssistantFlowIds,
} from './server/vendorAssistantSets.ts';
