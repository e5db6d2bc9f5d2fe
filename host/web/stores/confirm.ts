import { proxy } from 'valtio';
import { t } from '../i18n/i18n.ts';

export interface ConfirmState {
  show: boolean;
  title: string;
  description: string;
  confirmButtonName: string;
  cancelButtonName: string;
  /** Lets e2e tests and styles target the confirm button of a particular dialog. */
  customBtnId: string;
}

export type ConfirmRequest = Partial<Omit<ConfirmState, 'show'>>;

const initial = (): ConfirmState => ({
  show: false,
  title: '',
  description: '',
  confirmButtonName: t('OK'),
  cancelButtonName: t('Cancel'),
  customBtnId: '',
});

export const confirmState = proxy<ConfirmState>(initial());

let pending: ((ok: boolean) => void) | null = null;

/** Section 4 confirm dialog actions: show (with defaults OK / Cancel) and hide (reset). */
export const confirmActions = {
  show(request: ConfirmRequest): void {
    Object.assign(confirmState, initial(), request, { show: true });
  },
  hide(): void {
    Object.assign(confirmState, initial());
  },
};

/**
 * Asks the user and resolves true on confirm, false on cancel or close. A newer request
 * answers an older pending one with false.
 * @example if (await confirm({ title: 'Delete', description: 'Delete this tool?' })) remove();
 */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  pending?.(false);
  confirmActions.show(request);
  return new Promise<boolean>((resolve) => {
    pending = resolve;
  });
}

/** Called by the dialog: answers the pending request and resets the state. */
export function answerConfirm(ok: boolean): void {
  const resolve = pending;
  pending = null;
  confirmActions.hide();
  resolve?.(ok);
}
