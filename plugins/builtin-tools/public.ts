/**
 * What other plugins may use of the built-in tools (server side): the providers themselves, so
 * chatflow components (Requests, search tools, Calculator, E2B, OpenAPI Toolkit) run the same code as
 * the agentflow Tool and Agent nodes, and the expression evaluator.
 */
export { requestsDelete, requestsGet, requestsPost, requestsPut } from './server/requestsTools.ts';
export { SEARCH_APIS, searchProviders } from './server/searchTools.ts';
export { calculator } from './server/calculator.ts';
export { codeInterpreterE2B } from './server/codeInterpreterE2B.ts';
export { openAPIToolkit } from './server/openAPIToolkit.ts';
export { evaluateExpression } from './common/evaluateExpression.ts';
