import type { ListedOption } from './listedOption.ts';
import type { InputParam } from './types.ts';

/**
 * A built-in tool's settings as the tool picker (listTools) sends them: the node form draws these
 * inputs under the picker and saves them as `<param>Config`, with a credential when
 * `credentialNames` is given.
 */
export interface ToolConfigSpec {
  inputs: InputParam[];
  credentialNames?: string[];
  credentialOptional?: boolean;
}

/** An option of a tool picker; saved tools have no `toolConfig`. */
export type ToolOptionItem = ListedOption & { toolConfig?: ToolConfigSpec };
