import { describe, expect, it } from 'vitest';
import schema from '../schemas/node-definition.schema.json';
import type {
  CredentialParam,
  InputAnchor,
  InputParam,
  NodeDefinition,
  OptionItem,
  OutputAnchor,
} from './types.ts';
import { PARAM_TYPES } from './types.ts';

/**
 * types.ts and the schema must describe the same fields: these records fail to compile when a
 * field is added to or removed from a type, and the test fails when the schema differs.
 */
type Keys<T> = Record<keyof T, true>;
const nodeKeys: Keys<NodeDefinition> = {
  name: true,
  label: true,
  version: true,
  type: true,
  category: true,
  icon: true,
  color: true,
  description: true,
  baseClasses: true,
  tags: true,
  badge: true,
  hint: true,
  warning: true,
  documentation: true,
  deprecateMessage: true,
  unavailable: true,
  author: true,
  credential: true,
  inputs: true,
  inputAnchors: true,
  outputs: true,
  rowOutputs: true,
  hideInput: true,
  hideOutput: true,
  ui: true,
};
const paramKeys: Keys<InputParam> = {
  label: true,
  name: true,
  type: true,
  id: true,
  default: true,
  description: true,
  placeholder: true,
  hint: true,
  warning: true,
  optional: true,
  rows: true,
  step: true,
  options: true,
  loadMethod: true,
  loadConfig: true,
  array: true,
  minItems: true,
  maxItems: true,
  datagrid: true,
  tabs: true,
  tabIdentifier: true,
  list: true,
  acceptVariable: true,
  acceptNodeOutputAsVariable: true,
  additionalParams: true,
  hideCodeExecute: true,
  codeExample: true,
  fileType: true,
  freeSolo: true,
  refresh: true,
  hidden: true,
  generateInstruction: true,
  generateDocStoreDescription: true,
  client: true,
  show: true,
  hide: true,
  display: true,
};
const optionKeys: Keys<OptionItem> = {
  label: true,
  name: true,
  description: true,
  imageSrc: true,
  client: true,
  show: true,
  hide: true,
};
const credentialKeys: Keys<CredentialParam> = {
  label: true,
  name: true,
  type: true,
  credentialNames: true,
  optional: true,
  description: true,
  id: true,
};
const inputAnchorKeys: Keys<InputAnchor> = {
  id: true,
  label: true,
  name: true,
  type: true,
  list: true,
  optional: true,
  description: true,
};
const outputKeys: Keys<OutputAnchor> = {
  id: true,
  label: true,
  name: true,
  type: true,
  baseClasses: true,
  description: true,
  hidden: true,
  isAnchor: true,
};

const sorted = (o: object) => Object.keys(o).sort();

describe('types.ts and node-definition.schema.json agree', () => {
  const defs = schema.definitions;
  it('on the fields of each shape', () => {
    expect(sorted(schema.properties)).toEqual(sorted(nodeKeys));
    expect(sorted(defs.inputParam.properties)).toEqual(sorted(paramKeys));
    expect(sorted(defs.optionItem.properties)).toEqual(sorted(optionKeys));
    expect(sorted(defs.credentialParam.properties)).toEqual(sorted(credentialKeys));
    expect(sorted(defs.inputAnchor.properties)).toEqual(sorted(inputAnchorKeys));
    expect(sorted(defs.outputAnchor.properties)).toEqual(sorted(outputKeys));
  });
  it('on the 17 parameter types', () => {
    expect(defs.paramType.enum).toEqual([...PARAM_TYPES]);
    expect(PARAM_TYPES).toHaveLength(17);
  });
});
