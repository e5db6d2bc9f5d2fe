/**
 * What the flows plugin offers other plugins' web halves (DESIGN.md, "How plugins meet"). Web
 * only: the server half never imports this. Import names from it statically in a lazily loaded
 * page module, so the bundle takes only the modules that page uses.
 * - The flows list and the canvas of a flow kind (registered under the flowKinds contribution
 *   point): a kind's plugin mounts them at its list and canvas routes.
 * - The list's preload, started by the list route while the page's code loads.
 * - The node inputs form, so a page that configures a component (a document loader, an
 *   embedding) renders its inputs exactly as the canvas does; and the node texts of the loaded
 *   plugins in the reader's language around it (PluginNodeTexts, useNodeText).
 */
export type { CanvasAction } from './web/canvas/canvasAction.ts';
export { FlowCanvasPage } from './web/canvas/FlowCanvasPage.tsx';
export { FlowsListPage } from './web/FlowsListPage.tsx';
export { preloadFlowsPage, preloadListedFlows } from './web/flowsListPreload.ts';
export type { CredentialChoice } from './web/forms/CredentialPicker.tsx';
export type { LoadOptions } from './web/forms/FormContext.tsx';
export { NodeInputsForm, type NodeInputsFormProps } from './web/forms/NodeInputsForm.tsx';
export { type NodeText, useNodeText } from './web/forms/NodeTextContext.tsx';
export { PluginNodeTexts } from './web/forms/PluginNodeTexts.tsx';
export { createNodeOptionsLoader } from './web/forms/nodeOptionsClient.ts';
