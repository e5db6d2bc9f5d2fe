import { expose } from 'comlink';
import { createGraphApi } from '../graphApi.ts';

/** The graph rules off the main thread: the canvas asks here while the user drags connections. */
expose(createGraphApi());
