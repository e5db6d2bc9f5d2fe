import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DoneSignIn } from './SignInButton.tsx';

afterEach(cleanup);

describe('DoneSignIn', () => {
  it("shows the server's message as a status and its Sign in button goes to /login", () => {
    window.history.pushState(null, '', '/reset-password?token=t');
    render(
      <FluentProvider theme={webLightTheme}>
        <DoneSignIn message="Password changed: sign in with the new one" />
      </FluentProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Password changed: sign in with the new one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(window.location.pathname).toBe('/login');
  });
});
