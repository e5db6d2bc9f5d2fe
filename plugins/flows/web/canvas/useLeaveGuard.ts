import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { canvas, canvasActions } from '../../../../host/web/stores/canvas.ts';
import { confirm } from '../../../../host/web/stores/confirm.ts';

export const LEAVE_CONFIRM = {
  title: 'Unsaved changes',
  description: 'You have unsaved changes in this flow. Leave without saving them?',
  confirmButtonName: 'Leave',
  cancelButtonName: 'Stay',
  customBtnId: 'confirm-leave-canvas',
} as const;

/** Asks before leaving a dirty canvas; resolves true when leaving is fine. */
export async function confirmLeave(): Promise<boolean> {
  return !canvas.isDirty || confirm(LEAVE_CONFIRM);
}

/**
 * While the canvas is dirty: closing or reloading the tab asks the browser's question; an in-app
 * navigation (history.pushState / replaceState) and the browser's back button ask ours first.
 */
export function useLeaveGuard(): void {
  const { isDirty } = useSnapshot(canvas);
  useEffect(() => {
    if (!isDirty) return;
    const here = window.location.pathname + window.location.search;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const original = { push: window.history.pushState, replace: window.history.replaceState };
    const guard =
      (fn: typeof window.history.pushState) =>
      (data: unknown, unused: string, url?: string | URL | null): void => {
        const target = url ? new URL(String(url), window.location.href) : null;
        const leaving = target && target.pathname !== window.location.pathname;
        if (!leaving || !canvas.isDirty) {
          fn.call(window.history, data, unused, url);
          return;
        }
        void confirmLeave().then((ok) => {
          if (ok) fn.call(window.history, data, unused, url);
        });
      };
    window.history.pushState = guard(original.push);
    window.history.replaceState = guard(original.replace);
    // The back button has already changed the address: put the canvas back at once (before the
    // router renders) and go back for real only if the user agrees.
    const onPopState = () => {
      if (!canvas.isDirty || window.location.pathname + window.location.search === here) return;
      original.push.call(window.history, window.history.state, '', here);
      void confirmLeave().then((ok) => {
        if (ok) {
          canvasActions.removeDirty();
          window.history.go(-1);
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.history.pushState = original.push;
      window.history.replaceState = original.replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, [isDirty]);
}
