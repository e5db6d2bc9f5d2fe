import { openAPIToolkit as provider } from '../../../builtin-tools/public.ts';
import { providerComponent } from './providerTool.ts';

/** OpenAPI Toolkit: the built-in toolkit (builtin-tools plugin) as a chatflow component, one tool per operation. */
export const openAPIToolkit = providerComponent(provider, {
  toolkit: true,
  returnDirect: provider.returnDirect,
});
