import { preloadFlowsList } from '../../flows/public-web.ts';

/** The /agentflows route's preload: the list request, started while the page's code loads. */
export const preloadAgentflows = () => preloadFlowsList('AGENTFLOW');
