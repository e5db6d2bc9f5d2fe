import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionPicker } from './PermissionPicker.tsx';

vi.setConfig({ testTimeout: 30_000 });

const OFFERED = ['tools:create', 'tools:view', 'variables:view'];

function Harness({ onChange }: { onChange(next: string[]): void }) {
  const [value, setValue] = useState<string[]>(['tools:view']);
  return (
    <FluentProvider theme={webLightTheme}>
      <PermissionPicker
        offered={OFFERED}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FluentProvider>
  );
}

afterEach(cleanup);

describe('PermissionPicker', () => {
  it('groups by area; a group box is mixed, ticks or clears its area; all and clear', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const tools = screen.getByRole('checkbox', { name: 'All Tools permissions' }) as HTMLInputElement;
    expect(tools.indeterminate).toBe(true);
    expect(screen.getByText('1 of 3 selected')).toBeTruthy();
    fireEvent.click(tools);
    expect(onChange).toHaveBeenLastCalledWith(['tools:create', 'tools:view']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'variables:view' }));
    expect(onChange).toHaveBeenLastCalledWith(OFFERED);
    fireEvent.click(screen.getByRole('checkbox', { name: 'All Tools permissions' }));
    expect(onChange).toHaveBeenLastCalledWith(['variables:view']);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a spinner until the offer is known', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <PermissionPicker offered={null} value={[]} onChange={() => {}} />
      </FluentProvider>,
    );
    expect(screen.getByText('Loading permissions…')).toBeTruthy();
  });
});
