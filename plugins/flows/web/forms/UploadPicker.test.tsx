import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileNamesOf } from '../../common/forms/fileValue.ts';
import { button } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

describe('file and folder params', () => {
  it('uploads a file, shows its name, replaces and removes it', async () => {
    const form = renderNodeForm(
      testDefinition([{ label: 'Doc', name: 'doc', type: 'file', fileType: '.txt' }]),
    );
    expect(button('Upload file')).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const input = screen.getByLabelText('Doc') as HTMLInputElement;
    expect(input.accept).toBe('.txt');
    fireEvent.change(input, { target: { files: [new File(['hi'], 'a.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(fileNamesOf(form.latest().doc)).toEqual(['a.txt']));
    expect(screen.getByText('a.txt')).toBeTruthy();
    expect(button('Replace file')).toBeTruthy();
    fireEvent.click(button('Remove file'));
    expect(form.latest().doc).toBe('');
  });

  it('uploads a folder as a list named by path, counted', async () => {
    const form = renderNodeForm(testDefinition([{ label: 'Dir', name: 'dir', type: 'folder' }]));
    expect(screen.getByText('No folder chosen')).toBeTruthy();
    const input = screen.getByLabelText('Dir') as HTMLInputElement;
    expect(input.hasAttribute('webkitdirectory')).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['x'], 'one.md')] } });
    await waitFor(() => expect(fileNamesOf(form.latest().dir)).toEqual(['one.md']));
    expect(String(form.latest().dir).startsWith('[')).toBe(true);
    expect(screen.getByText('1 file')).toBeTruthy();
    fireEvent.click(button('Remove folder'));
    expect(form.latest().dir).toBe('');
  });
});
