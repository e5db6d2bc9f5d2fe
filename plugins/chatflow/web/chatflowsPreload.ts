import { preloadFlowsList } from '../../flows/public-web.ts';

/** The /chatflows route's preload: the list request, started while the page's code loads. */
export const preloadChatflows = () => preloadFlowsList('CHATFLOW');
