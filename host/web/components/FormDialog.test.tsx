import { FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog.tsx';
import { useSaving } from './useSaving.ts';

vi.setConfig({ testTimeout: 30_000 });

function dialog(over: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <FormDialog open title="Edit thing" onClose={onClose} onSubmit={onSubmit} {...over}>
        <Input aria-label="Name" defaultValue="x" />
      </FormDialog>
    </FluentProvider>,
  );
  return { onSubmit, onClose };
}

afterEach(cleanup);

describe('FormDialog', () => {
  it('shows title and fields; Save and Enter submit, Cancel closes', () => {
    const { onSubmit, onClose } = dialog();
    expect(screen.getByText('Edit thing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByLabelText('Name').closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the error line and the busy label, with the submit button disabled', () => {
    dialog({ error: 'It broke', busy: true, submitLabel: 'Add' });
    expect(screen.getByText('It broke')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('read-only: no submit button, Close instead of Cancel, Enter does nothing', () => {
    const { onSubmit } = dialog({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Name').closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submitDisabled disables the submit button', () => {
    dialog({ submitDisabled: true });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('useSaving', () => {
  it('is busy while saving and keeps the error of a failed save', async () => {
    const { result } = renderHook(() => useSaving());
    let finish: () => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
    await act(() =>
      result.current.run(async () => {
        throw new Error('Name taken');
      }),
    );
    expect(result.current.failure).toBe('Name taken');
  });

  it('leaves an error the handler takes to the caller', async () => {
    const { result } = renderHook(() => useSaving());
    const seen: unknown[] = [];
    await act(() =>
      result.current.run(
        async () => {
          throw new Error('conflict');
        },
        (error) => seen.push(error) > 0,
      ),
    );
    expect(seen).toHaveLength(1);
    expect(result.current.failure).toBeNull();
  });
});
