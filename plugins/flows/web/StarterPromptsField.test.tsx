import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarterPromptsField } from './StarterPromptsField.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function Harness({ initial, onChange }: { initial: string[]; onChange(p: string[]): void }) {
  const [prompts, setPrompts] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <StarterPromptsField
        prompts={prompts}
        errors={{ 1: 'Enter a prompt or remove it' }}
        onChange={(p) => {
          setPrompts(p);
          onChange(p);
        }}
      />
    </FluentProvider>
  );
}

describe('StarterPromptsField', () => {
  it('edits, adds (focusing the new row) and removes prompts, and shows row errors', () => {
    const onChange = vi.fn();
    render(<Harness initial={['One', '']} onChange={onChange} />);
    expect(screen.getByText('Enter a prompt or remove it')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Starter prompt 2'), { target: { value: 'Two' } });
    expect(onChange).toHaveBeenLastCalledWith(['One', 'Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Add prompt' }));
    expect(onChange).toHaveBeenLastCalledWith(['One', 'Two', '']);
    expect(document.activeElement).toBe(screen.getByLabelText('Starter prompt 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove starter prompt 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['Two', '']);
    expect((screen.getByLabelText('Starter prompt 1') as HTMLInputElement).value).toBe('Two');
  });
});
