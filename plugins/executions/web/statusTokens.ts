import { tokens } from '@fluentui/react-components';
import type { NodeRunStatus } from '../common/executionTypes.ts';

/** Border colours of node statuses on the graph and in the tree (theme tokens, so dark mode follows). */
export const STATUS_BORDER: Record<NodeRunStatus, string> = {
  FINISHED: tokens.colorPaletteGreenBorder2,
  ERROR: tokens.colorPaletteRedBorder2,
  INPROGRESS: tokens.colorPaletteBlueBorderActive,
  STOPPED: tokens.colorPaletteMarigoldBorder2,
  TERMINATED: tokens.colorPaletteDarkOrangeBorder2,
};
