import { proxy } from 'valtio';
import type { Edition } from '../../common/editions.ts';

/** What GET /api/v1/settings told us; open source until it answers (a failure is only logged). */
export const settings = proxy<{ edition: Edition; platformType: string | null; loaded: boolean }>({
  edition: 'oss',
  platformType: null,
  loaded: false,
});
