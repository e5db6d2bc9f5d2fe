import { requestsGet as get, requestsPost as post } from '../../../builtin-tools/public.ts';
import { providerComponent } from './providerTool.ts';

/** Requests Get / Post: the built-in tools (builtin-tools plugin) as chatflow components. */
export const requestsGet = providerComponent(get);
export const requestsPost = providerComponent(post);
