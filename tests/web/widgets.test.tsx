import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../host/web/components/ConfirmDialog.tsx';
import { Notifier } from '../../host/web/components/Notifier.tsx';
import { DarkModeSwitch } from '../../host/web/layout/DarkModeSwitch.tsx';
import { confirm, confirmState } from '../../host/web/stores/confirm.ts';
import { customization, initialCustomization } from '../../host/web/stores/customization.ts';
import { NOTIFIER, notifier, notifierActions } from '../../host/web/stores/notifier.ts';

// Rendering the whole Fluent shell in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const wrap = (ui: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

afterEach(() => {
  vi.useRealTimers();
  notifier.notifications = [];
});

describe('dark-mode switch', () => {
  it('is saved locally and survives a reload', () => {
    Object.assign(customization, initialCustomization());
    const first = wrap(<DarkModeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    first.unmount();
    // A reload: the store is built again from local storage.
    Object.assign(customization, initialCustomization());
    wrap(<DarkModeSwitch />);
    expect((screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('confirm dialog', () => {
  it('is hidden by default, shows OK and Cancel, resolves and resets', async () => {
    wrap(<ConfirmDialog />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Delete tool', description: 'Delete it for good?' });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete tool');
    expect(dialog.textContent).toContain('Delete it for good?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(true);
    expect(confirmState.show).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => {
      answer = confirm({
        title: 'Leave',
        confirmButtonName: 'Leave',
        cancelButtonName: 'Stay',
        customBtnId: 'btn-leave',
      });
    });
    // The first dialog may still be leaving: wait for the new one's custom button.
    await waitFor(() => expect(document.getElementById('btn-leave')?.textContent).toBe('Leave'));
    // Fluent's focus manager may keep the reopened surface aria-hidden for a moment in jsdom.
    fireEvent.click(screen.getByRole('button', { name: 'Stay', hidden: true }));
    expect(await answer).toBe(false);
  });
});

describe('notifier', () => {
  it('shows at most 3 at once, bottom left, the next after one is removed', async () => {
    wrap(<Notifier />);
    await act(async () => {
      for (let i = 1; i <= 5; i++) notifierActions.enqueue(`message ${i}`, { persist: true });
    });
    expect(screen.getAllByTestId('notification').map((n) => n.textContent)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    const stack = screen.getByRole('region', { name: 'Notifications' });
    expect(getComputedStyle(stack).position).toBe('fixed');
    await act(async () => notifierActions.close(notifier.notifications[0]?.key));
    await waitFor(() => expect(screen.queryByText('message 1')).toBeNull());
    expect(screen.getAllByTestId('notification').map((n) => n.textContent)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
  });

  it('hides after 5000 ms and is removed after the 195 ms exit', async () => {
    vi.useFakeTimers();
    wrap(<Notifier />);
    await act(async () => {
      notifierActions.enqueue('saved', { variant: 'success' });
    });
    await act(async () => vi.advanceTimersByTime(NOTIFIER.autoHideMs - 1));
    expect(notifier.notifications[0]?.dismissed).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(notifier.notifications[0]?.dismissed).toBe(true);
    await act(async () => vi.advanceTimersByTime(NOTIFIER.exitMs));
    expect(notifier.notifications).toEqual([]);
    expect(NOTIFIER).toMatchObject({ maxVisible: 3, autoHideMs: 5000, enterMs: 225, exitMs: 195 });
  });

  it('dismisses all at once', async () => {
    wrap(<Notifier />);
    await act(async () => {
      notifierActions.enqueue('a', { persist: true });
      notifierActions.enqueue('b', { persist: true });
      notifierActions.close(undefined, true);
    });
    expect(notifier.notifications.every((n) => n.dismissed)).toBe(true);
  });
});
