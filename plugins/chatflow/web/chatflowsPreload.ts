import type { Plugin } from '../../../host/common/plugin/types.ts';
import { preloadListedFlows } from '../../flows/public-web.ts';

/** The /chatflows route's preload: the list requests (every kind listed there), started while the page's code loads. */
export const preloadChatflows = (plugins: readonly Plugin[]) => preloadListedFlows('/chatflows', plugins);
