import { errorMessage } from '../http/http.ts';
import { type ConfirmRequest, confirm } from './confirm.ts';
import { notify } from './notifier.ts';

export interface ConfirmedAction extends ConfirmRequest {
  /** What a confirmed answer does, e.g. the delete call. */
  run(): Promise<unknown>;
  /** The success note. */
  done: string;
}

/**
 * Asks in the confirm dialog, then runs the action and says how it went: `done` as a success
 * note, or the server's error as an error note. Resolves true when the action ran through.
 * @example if (await confirmAndRun({ title: 'Delete tool', description, confirmButtonName: 'Delete',
 *   customBtnId: 'confirm-delete-tool', run: () => toolsApi.remove(id), done: 'Tool deleted' })) reload();
 */
export async function confirmAndRun({ run, done, ...request }: ConfirmedAction): Promise<boolean> {
  if (!(await confirm(request))) return false;
  try {
    await run();
    notify.success(done);
    return true;
  } catch (err) {
    notify.error(errorMessage(err));
    return false;
  }
}
