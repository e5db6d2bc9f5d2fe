import { afterEach, describe, expect, it } from 'vitest';
import { answerConfirm, confirmState } from './confirm.ts';
import { confirmAndRun } from './confirmAndRun.ts';
import { notifier, notifierActions } from './notifier.ts';

const notes = () => notifier.notifications.map((n) => [n.options.variant, n.message]);
const ask = {
  title: 'Delete tool',
  description: 'Delete it?',
  confirmButtonName: 'Delete',
  customBtnId: 'x',
};

afterEach(() => {
  for (const n of [...notifier.notifications]) notifierActions.remove(n.key);
});

describe('confirmAndRun', () => {
  it('runs nothing when the dialog is cancelled', async () => {
    let ran = false;
    const run = async () => {
      ran = true;
    };
    const pending = confirmAndRun({ ...ask, run, done: 'gone' });
    expect(confirmState).toMatchObject({ show: true, title: 'Delete tool', confirmButtonName: 'Delete' });
    answerConfirm(false);
    expect(await pending).toBe(false);
    expect(ran).toBe(false);
    expect(notes()).toEqual([]);
  });

  it('runs on confirm and notes success, or the error when the action fails', async () => {
    const ok = confirmAndRun({ ...ask, run: async () => {}, done: 'Tool deleted' });
    answerConfirm(true);
    expect(await ok).toBe(true);
    const failed = confirmAndRun({
      ...ask,
      run: async () => {
        throw new Error('Tool is in use');
      },
      done: 'never',
    });
    answerConfirm(true);
    expect(await failed).toBe(false);
    expect(notes()).toEqual([
      ['success', 'Tool deleted'],
      ['error', 'Tool is in use'],
    ]);
  });
});
