import { describe, expect, it } from 'vitest';
import { auth, authActions, AUTH_STORAGE_KEYS, loadAuth } from './auth.ts';
import { canvas, canvasActions } from './canvas.ts';
import { answerConfirm, confirm, confirmState } from './confirm.ts';
import { customization, customizationActions, initialCustomization } from './customization.ts';
import { notifier, notifierActions } from './notifier.ts';

describe('customization', () => {
  it('has the spec defaults and reads dark mode and layout from local storage', () => {
    expect(initialCustomization()).toEqual({
      isOpen: [],
      fontFamily: 'Inter, Roboto, Arial, sans-serif',
      borderRadius: 12,
      opened: true,
      isHorizontal: false,
      isDarkMode: false,
    });
    localStorage.setItem('isDarkMode', 'true');
    localStorage.setItem('isHorizontal', 'true');
    expect(initialCustomization()).toMatchObject({ isDarkMode: true, isHorizontal: true });
  });
  it('saves dark mode locally', () => {
    customizationActions.setDarkMode(true);
    expect(customization.isDarkMode).toBe(true);
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    customizationActions.setMenu('tools');
    expect(customization.isOpen).toEqual(['tools']);
  });
});

describe('canvas', () => {
  it('is dirty after a change and clean after a save', () => {
    expect(canvas).toMatchObject({ isDirty: false, chatflow: null, canvasDialogShow: false });
    canvasActions.setDirty();
    expect(canvas.isDirty).toBe(true);
    canvasActions.removeDirty();
    expect(canvas.isDirty).toBe(false);
    canvasActions.setComponentNodes([{ name: 'a' }]);
    expect(canvas.componentNodes).toEqual([{ name: 'a' }]);
  });
});

describe('notifier', () => {
  it('enqueues with unique keys, closes one or all, removes', () => {
    const a = notifierActions.enqueue('same');
    const b = notifierActions.enqueue('same', { variant: 'error' });
    expect(a).not.toBe(b);
    expect(notifier.notifications[0]).toEqual({
      key: a,
      message: 'same',
      options: { persist: false },
      dismissed: false,
    });
    notifierActions.close(a);
    expect(notifier.notifications.map((n) => n.dismissed)).toEqual([true, false]);
    notifierActions.close(undefined, true);
    expect(notifier.notifications.every((n) => n.dismissed)).toBe(true);
    notifierActions.remove(a);
    notifierActions.remove(b);
    expect(notifier.notifications).toEqual([]);
  });
});

describe('confirm', () => {
  it('is hidden by default, shown with OK/Cancel defaults, reset on close', async () => {
    expect(confirmState.show).toBe(false);
    const answer = confirm({ title: 'Delete', description: 'Sure?' });
    expect({ ...confirmState }).toEqual({
      show: true,
      title: 'Delete',
      description: 'Sure?',
      confirmButtonName: 'OK',
      cancelButtonName: 'Cancel',
      customBtnId: '',
    });
    answerConfirm(true);
    expect(await answer).toBe(true);
    expect(confirmState).toMatchObject({ show: false, title: '', confirmButtonName: 'OK' });
    const second = confirm({ confirmButtonName: 'Delete' });
    const third = confirm({ title: 'other' });
    expect(await second).toBe(false);
    answerConfirm(false);
    expect(await third).toBe(false);
  });
});

describe('auth', () => {
  it('persists a login and gives default permissions when the user has no list', () => {
    authActions.setAuth({
      id: 'u',
      email: 'e',
      name: 'n',
      isOrganizationAdmin: true,
      token: 't',
      features: {},
    });
    expect(auth).toMatchObject({ isAuthenticated: true, isGlobal: true, token: 't' });
    expect(auth.permissions).toContain('templates:custom');
    expect(loadAuth()).toMatchObject({ isAuthenticated: true, isGlobal: true, token: 't' });
    expect(loadAuth().user?.role).toBe('member');
    authActions.renameWorkspace('w', 'x');
    authActions.updateProfile({ name: 'New' });
    expect(loadAuth().user?.name).toBe('New');
  });
  it('logout clears exactly the section 9 keys and all cookies', () => {
    authActions.setAuth({ id: 'u', permissions: ['tools:view'] });
    expect(auth.permissions).toEqual(['tools:view']);
    localStorage.setItem('isSSO', 'false');
    localStorage.setItem('isDarkMode', 'true');
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants a cookie for logout to clear
    document.cookie = 'token=abc; path=/';
    authActions.logout();
    for (const key of AUTH_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    expect(document.cookie).toBe('');
    expect(auth).toMatchObject({ user: null, isAuthenticated: false, permissions: [] });
  });
  it('drops an unusable stored user', () => {
    localStorage.setItem('user', 'undefined');
    expect(loadAuth().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
