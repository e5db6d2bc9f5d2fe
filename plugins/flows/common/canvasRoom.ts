/** Widths of the canvas page's columns, in px (the panels' own styles use the same numbers). */
export const ROOM = {
  palette: 260,
  /** The palette folded to a rail with its "Show nodes" button. */
  rail: 44,
  nodePanel: 340,
  chat: 400,
  /** Less canvas than this is no canvas: flows cannot be seen or worked on. */
  minCanvas: 420,
} as const;

export interface RoomState {
  palette: boolean;
  panel: boolean;
  chat: boolean;
}

/** What is left for the canvas in a page `width` px wide. */
export function canvasWidth(width: number, s: RoomState): number {
  return (
    width - (s.palette ? ROOM.palette : ROOM.rail) - (s.panel ? ROOM.nodePanel : 0) - (s.chat ? ROOM.chat : 0)
  );
}

/**
 * Makes room for the canvas on a small screen: first the palette folds to a rail, then, if the
 * node panel and the chat together still leave too little, the one not just opened closes.
 * (Before, at 1024 px the palette, the panel and the chat left the canvas 24 px wide.)
 */
export function makeRoom(width: number, s: RoomState, opened: 'panel' | 'chat' | null): RoomState {
  if (width <= 0 || canvasWidth(width, s) >= ROOM.minCanvas) return s;
  const folded = s.palette ? { ...s, palette: false } : s;
  if (canvasWidth(width, folded) >= ROOM.minCanvas || !(folded.panel && folded.chat)) return folded;
  return opened === 'chat' ? { ...folded, panel: false } : { ...folded, chat: false };
}
