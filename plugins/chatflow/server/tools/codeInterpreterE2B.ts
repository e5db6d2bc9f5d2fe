import { codeInterpreterE2B as provider } from '../../../builtin-tools/public.ts';
import { providerComponent } from './providerTool.ts';

/** Code Interpreter by E2B: the built-in tool (builtin-tools plugin) as a chatflow component. */
export const codeInterpreterE2B = providerComponent(provider);
