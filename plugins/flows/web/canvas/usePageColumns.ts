import { type RefObject, useEffect, useRef, useState } from 'react';
import { makeRoom } from '../../common/canvasRoom.ts';

/**
 * The canvas page's columns on a small screen: when the node panel or the chat opens and the
 * canvas would be left too narrow, the palette folds to a rail and then the other side panel
 * closes (common/canvasRoom.ts). The palette can always be unfolded again by hand.
 */
export function usePageColumns(opts: {
  body: RefObject<HTMLDivElement | null>;
  panel: boolean;
  chat: boolean;
  closePanel(): void;
  closeChat(): void;
}) {
  const { body, panel, chat } = opts;
  const [palette, setPalette] = useState(true);
  const [width, setWidth] = useState(0);
  const before = useRef({ panel, chat });
  const close = useRef(opts);
  close.current = opts;

  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [body]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening panel or a new width asks for room, not unfolding the palette by hand
  useEffect(() => {
    const opened = chat && !before.current.chat ? 'chat' : panel && !before.current.panel ? 'panel' : null;
    before.current = { panel, chat };
    const next = makeRoom(width, { palette, panel, chat }, opened);
    if (!next.palette && palette) setPalette(false);
    if (!next.panel && panel) close.current.closePanel();
    if (!next.chat && chat) close.current.closeChat();
  }, [width, panel, chat]);

  return { palette, showPalette: () => setPalette(true), hidePalette: () => setPalette(false) };
}
