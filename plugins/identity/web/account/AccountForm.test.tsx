import { Button, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, authActions } from '../../../../host/web/stores/auth.ts';
import { AccountForm } from './AccountForm.tsx';
import { useAccountSubmit } from './useAccountSubmit.ts';

vi.setConfig({ testTimeout: 30_000 });

function form(onSubmit = vi.fn()) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AccountForm
        title="Change password"
        ssoText="Managed by your provider."
        onSubmit={onSubmit}
        intro={<p>Intro</p>}
        problem="Too many attempts"
        submit={<Button type="submit">Go</Button>}
      >
        <Input aria-label="Password" />
      </AccountForm>
    </FluentProvider>,
  );
  return onSubmit;
}

afterEach(() => {
  cleanup();
  authActions.logout();
});

describe('AccountForm', () => {
  it('shows heading, intro, the error line and fields; Enter or the button submits', () => {
    const onSubmit = form();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the SSO text instead of the form to an SSO user', () => {
    auth.user = { id: 'u', email: 'a@b.c', name: 'A', isSSO: true } as unknown as typeof auth.user;
    form();
    expect(screen.getByText('Managed by your provider.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('useAccountSubmit', () => {
  it('does not run while invalid, and puts a field-named refusal under that field', async () => {
    const { result } = renderHook(() => useAccountSubmit());
    const action = vi.fn(async () => {
      throw new Error('body/password: Wrong password');
    });
    await act(() => result.current.submit(false, action));
    expect(result.current.tried).toBe(true);
    expect(action).not.toHaveBeenCalled();
    await act(() => result.current.submit(true, action));
    expect(result.current.fieldProblem('password')).toBe('Wrong password');
    expect(result.current.formProblem).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});
