import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeDiagnostic } from '../../common/forms/esbuildDiagnostics.ts';
import { codeLanguageOf } from './CodeParam.tsx';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';
import { CHECK_DELAY_MS } from './useCodeDiagnostics.ts';

const def = testDefinition([{ label: 'Function', name: 'fn', type: 'code', codeExample: 'return 1;' }]);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('code', () => {
  it('checks the code once typing pauses and shows the first error line and column', async () => {
    const checkSyntax = vi.fn(
      async (code: string): Promise<CodeDiagnostic[]> =>
        code.includes('= ;')
          ? [
              { line: 2, column: 11, message: 'Unexpected ";"' },
              { line: 3, column: 1, message: 'later' },
            ]
          : [],
    );
    const form = renderNodeForm(def, {}, { checkSyntax });
    const box = screen.getByLabelText('Function') as HTMLTextAreaElement;
    expect(box.placeholder).toBe('return 1;');
    fireEvent.change(box, { target: { value: 'const a = 1;' } });
    fireEvent.change(box, { target: { value: 'const a = 1;\nconst b = ;' } });
    await act(async () => vi.advanceTimersByTime(CHECK_DELAY_MS + 10));
    expect(checkSyntax).toHaveBeenCalledTimes(1);
    expect(checkSyntax).toHaveBeenCalledWith('const a = 1;\nconst b = ;', 'js');
    expect(screen.getByText('Line 2, column 11: Unexpected ";"')).toBeTruthy();
    expect(screen.queryByText(/later/)).toBeNull();
    fireEvent.change(box, { target: { value: 'const b = 2;\nreturn b;' } });
    await act(async () => vi.advanceTimersByTime(CHECK_DELAY_MS + 10));
    expect(screen.queryByText(/Line 2/)).toBeNull();
    expect(form.latest().fn).toBe('const b = 2;\nreturn b;');
  });

  it('indents with Tab', () => {
    const form = renderNodeForm(def, { fn: 'ab' });
    const box = screen.getByLabelText('Function') as HTMLTextAreaElement;
    box.setSelectionRange(1, 1);
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(form.latest().fn).toBe('a  b');
  });

  it('checks JSON-schema code fields as JSON without the compiler', () => {
    const checkSyntax = vi.fn(async () => []);
    renderNodeForm(
      testDefinition([{ label: 'JSON Schema', name: 'jsonSchema', type: 'code' }]),
      { jsonSchema: '{"a":' },
      { checkSyntax },
    );
    expect(screen.getByText(/Invalid JSON/)).toBeTruthy();
    expect(checkSyntax).not.toHaveBeenCalled();
    expect(codeLanguageOf({ label: 'F', name: 'fn', type: 'code', codeExample: 'return 1' })).toBe('js');
  });
});
