/** The parameter types of the spec (section 3, Flow node). */
export const PARAM_TYPES = [
  'asyncOptions',
  'asyncMultiOptions',
  'options',
  'multiOptions',
  'array',
  'datagrid',
  'string',
  'number',
  'boolean',
  'password',
  'json',
  'code',
  'date',
  'file',
  'folder',
  'tabs',
  'conditionFunction',
] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export interface OptionItem {
  label: string;
  name: string;
  description?: string;
}

/** A show or hide rule: input name (dotted path allowed) to the value(s) that trigger it. */
export type DisplayRule = Record<string, unknown>;

export interface InputParam {
  label: string;
  name: string;
  type: ParamType;
  id?: string;
  default?: unknown;
  description?: string;
  placeholder?: string;
  optional?: boolean;
  rows?: number;
  step?: number;
  options?: OptionItem[];
  /** Server method that lists options for asyncOptions and asyncMultiOptions. */
  loadMethod?: string;
  loadConfig?: boolean;
  /** Sub-fields of an array parameter, one row each. */
  array?: InputParam[];
  /** Columns of a datagrid parameter. */
  datagrid?: Record<string, unknown>[];
  /** Child parameters of a tabs parameter. */
  tabs?: InputParam[];
  tabIdentifier?: string;
  list?: boolean;
  acceptVariable?: boolean;
  additionalParams?: boolean;
  hideCodeExecute?: boolean;
  codeExample?: string;
  fileType?: string;
  show?: DisplayRule;
  hide?: DisplayRule;
  /** Set on a node instance: whether the show/hide rules let it display. */
  display?: boolean;
  [extra: string]: unknown;
}

export interface InputAnchor {
  id?: string;
  label: string;
  name: string;
  /** Type names joined by '|': the anchor accepts any of them. */
  type: string;
  list?: boolean;
  optional?: boolean;
  description?: string;
}

export interface OutputAnchor {
  id?: string;
  label: string;
  name: string;
  type?: string;
  description?: string;
  isAnchor?: boolean;
}

/** A node type as a plugin contributes it: pure data, validated by schemas/node-definition.schema.json. */
export interface NodeDefinition {
  name: string;
  label: string;
  version: number;
  type: string;
  category: string;
  /** A Fluent UI icon name (e.g. "Play24Regular") rendered by the web half. */
  icon: string;
  color: string;
  description: string;
  baseClasses: string[];
  tags?: string[];
  credential?: InputParam;
  inputs: InputParam[];
  inputAnchors?: InputAnchor[];
  outputs?: OutputAnchor[];
  hideInput?: boolean;
  hideOutput?: boolean;
  /** Extra facts for the canvas (e.g. { container: true } for Iteration). */
  ui?: Record<string, unknown>;
}
