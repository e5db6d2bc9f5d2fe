import { useEffect, useRef } from 'react';

export interface CanvasShortcuts {
  save(): void;
  undo(): void;
  redo(): void;
  copy(): void;
  paste(): void;
  duplicate(): void;
}

/** Typing in a field keeps the field's own undo, copy and paste. */
function inField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');
}

/**
 * The canvas's keys: Ctrl/Cmd+S save (everywhere, the browser's save page is never wanted here),
 * Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+C / Ctrl+V copy and paste nodes, Ctrl+D duplicate.
 */
export function useCanvasShortcuts(handlers: CanvasShortcuts): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        ref.current.save();
        return;
      }
      if (inField(e.target)) return;
      const run = (fn: () => void) => {
        e.preventDefault();
        fn();
      };
      if (key === 'z' && e.shiftKey) run(ref.current.redo);
      else if (key === 'z') run(ref.current.undo);
      else if (key === 'y') run(ref.current.redo);
      else if (key === 'c' && !window.getSelection()?.toString()) run(ref.current.copy);
      else if (key === 'v') run(ref.current.paste);
      else if (key === 'd') run(ref.current.duplicate);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
