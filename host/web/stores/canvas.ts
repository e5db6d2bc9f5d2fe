import { proxy, ref } from 'valtio';

export interface CanvasState {
  isDirty: boolean;
  /** The flow being edited (shape owned by the flow plugins). */
  chatflow: Record<string, unknown> | null;
  /** True while a dialog is open over the canvas (the canvas then ignores the Delete key). */
  canvasDialogShow: boolean;
  componentNodes: unknown[];
  componentCredentials: unknown[];
}

export const canvas = proxy<CanvasState>({
  isDirty: false,
  chatflow: null,
  canvasDialogShow: false,
  componentNodes: [],
  componentCredentials: [],
});

/** Section 4 canvas actions. Large lists are stored with ref() so valtio does not proxy them deeply. */
export const canvasActions = {
  setDirty(): void {
    canvas.isDirty = true;
  },
  removeDirty(): void {
    canvas.isDirty = false;
  },
  setChatflow(chatflow: Record<string, unknown> | null): void {
    canvas.chatflow = chatflow;
  },
  showCanvasDialog(): void {
    canvas.canvasDialogShow = true;
  },
  hideCanvasDialog(): void {
    canvas.canvasDialogShow = false;
  },
  setComponentNodes(nodes: unknown[]): void {
    canvas.componentNodes = ref(nodes);
  },
  setComponentCredentials(credentials: unknown[]): void {
    canvas.componentCredentials = ref(credentials);
  },
};
