/**
 * What the flows plugin offers other plugins' web halves (DESIGN.md, "How plugins meet"): the
 * node inputs form, so a page that configures a component (a document loader, an embedding)
 * renders its inputs exactly as the canvas does. Web only: the server half never imports this.
 */
export type { CredentialChoice } from './web/forms/CredentialPicker.tsx';
export type { LoadOptions } from './web/forms/FormContext.tsx';
export { NodeInputsForm, type NodeInputsFormProps } from './web/forms/NodeInputsForm.tsx';
