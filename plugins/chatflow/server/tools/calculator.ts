import { calculator as provider } from '../../../builtin-tools/public.ts';
import { providerComponent } from './providerTool.ts';

/** Calculator: the built-in tool (builtin-tools plugin) as a chatflow component. */
export const calculator = providerComponent(provider);
