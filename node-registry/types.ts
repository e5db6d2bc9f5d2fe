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

/**
 * A show or hide rule: input path (dotted or bracketed, `$index` for the current array row) to the
 * value that triggers it: a scalar (equality, or a regular expression for strings), a list of
 * values (any of them), or an object (deep equality).
 */
export type DisplayRule = Record<string, unknown>;

export interface OptionItem {
  label: string;
  name: string;
  description?: string;
  imageSrc?: string;
  /** Clients that offer this option (e.g. 'agentflowv2'); all when absent. */
  client?: string[];
  show?: DisplayRule;
  hide?: DisplayRule;
}

/** One column of a datagrid parameter. */
export interface DatagridColumn {
  field: string;
  headerName: string;
  type?: string;
  editable?: boolean;
  flex?: number;
  width?: number;
  valueOptions?: string[];
}

export interface InputParam {
  label: string;
  name: string;
  type: ParamType;
  /** Set on a node instance: `${nodeId}-input-${name}-${type}`. */
  id?: string;
  default?: unknown;
  description?: string;
  placeholder?: string;
  hint?: string;
  warning?: string;
  /** True, or a display rule under which the field may stay empty. */
  optional?: boolean | DisplayRule;
  rows?: number;
  step?: number;
  options?: OptionItem[];
  /** Server method that lists options for asyncOptions and asyncMultiOptions. */
  loadMethod?: string;
  /** Picking a component reveals its own inputs, stored as `<name>Config`. */
  loadConfig?: boolean;
  /** Sub-fields of an array parameter, one set per row. */
  array?: InputParam[];
  minItems?: number;
  maxItems?: number;
  /** Columns of a datagrid parameter. */
  datagrid?: DatagridColumn[];
  /** Child parameters of a tabs or conditionFunction parameter. */
  tabs?: InputParam[];
  /** Input key that stores the chosen tab (suffixed with `_${nodeId}` on an instance). */
  tabIdentifier?: string;
  list?: boolean;
  acceptVariable?: boolean;
  acceptNodeOutputAsVariable?: boolean;
  additionalParams?: boolean;
  hideCodeExecute?: boolean;
  codeExample?: string;
  fileType?: string;
  freeSolo?: boolean;
  refresh?: boolean;
  hidden?: boolean;
  generateInstruction?: boolean;
  generateDocStoreDescription?: boolean;
  client?: string[];
  show?: DisplayRule;
  hide?: DisplayRule;
  /** Set on a node instance: whether the show/hide rules let it display. */
  display?: boolean;
}

/** The credential picker of a node: which credential types it accepts. */
export interface CredentialParam {
  label: string;
  name: string;
  type: 'credential';
  credentialNames: string[];
  optional?: boolean;
  description?: string;
  id?: string;
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
  /** Type names joined by '|'; absent for the type-less agent-flow nodes. */
  type?: string;
  baseClasses?: string[];
  description?: string;
  hidden?: boolean;
  isAnchor?: boolean;
}

/**
 * Outputs generated from the rows of an array input (Condition, Condition Agent): one output per
 * row, plus one extra output (e.g. 'End') when extraOutput is set.
 */
export interface RowOutputs {
  param: string;
  extraOutput?: string;
  /** Rows are condition rows: which row fields hold the variable, the operation, the output name. */
  conditionRow?: { variable: string; operation: string; output?: string };
}

/** A node type as a plugin contributes it: pure data, validated by schemas/node-definition.schema.json. */
export interface NodeDefinition {
  name: string;
  label: string;
  version: number;
  type: string;
  category: string;
  /** A Fluent UI icon export name (e.g. "Play24Regular") rendered by the web half. */
  icon: string;
  color: string;
  description: string;
  baseClasses: string[];
  tags?: string[];
  badge?: string;
  hint?: string;
  warning?: string;
  documentation?: string;
  deprecateMessage?: string;
  /** Why this node cannot run here (a service or native library this product does not have): validation and the canvas say so before a run. */
  unavailable?: string;
  author?: string;
  credential?: CredentialParam;
  inputs: InputParam[];
  inputAnchors?: InputAnchor[];
  outputs?: OutputAnchor[];
  rowOutputs?: RowOutputs;
  hideInput?: boolean;
  hideOutput?: boolean;
  /** Extra facts for the canvas (e.g. { container: true } for Iteration). */
  ui?: Record<string, unknown>;
}

/** What the graph rules need from a registry: NodeRegistry satisfies it, so does a Map wrapper. */
export interface DefinitionLookup {
  get(name: string): NodeDefinition | undefined;
}
