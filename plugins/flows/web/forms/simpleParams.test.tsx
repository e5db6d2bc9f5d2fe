import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

describe('string, number, boolean, password, date', () => {
  it('renders labels, hints and optional marks and changes values', () => {
    const form = renderNodeForm(
      testDefinition([
        { label: 'Title', name: 'title', type: 'string', description: 'Shown on top' },
        { label: 'Body', name: 'body', type: 'string', rows: 4, optional: true },
        { label: 'Count', name: 'count', type: 'number', step: 2 },
        { label: 'Enabled', name: 'enabled', type: 'boolean' },
        { label: 'Secret', name: 'secret', type: 'password', optional: true },
        { label: 'Day', name: 'day', type: 'date', optional: true },
      ]),
    );
    expect(screen.getByText('Shown on top')).toBeTruthy();
    expect(screen.getAllByText('Optional')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    expect(form.latest().title).toBe('Hello');
    const body = screen.getByLabelText('Body');
    expect(body.tagName).toBe('TEXTAREA');
    expect(body.getAttribute('rows')).toBe('4');
    const count = screen.getByLabelText('Count') as HTMLInputElement;
    expect(count.step).toBe('2');
    fireEvent.change(count, { target: { value: '7' } });
    expect(form.latest().count).toBe(7);
    fireEvent.change(count, { target: { value: '' } });
    expect(form.latest().count).toBe('');
    fireEvent.click(screen.getByLabelText('Enabled'));
    expect(form.latest().enabled).toBe(true);
    const secret = screen.getByLabelText('Secret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    fireEvent.click(button('Show value'));
    expect(secret.type).toBe('text');
    const day = screen.getByLabelText('Day') as HTMLInputElement;
    expect(day.type).toBe('date');
    fireEvent.change(day, { target: { value: '2025-02-03' } });
    expect(form.latest().day).toBe('2025-02-03');
  });

  it('says a required empty field is required, and stops once filled', () => {
    renderNodeForm(testDefinition([{ label: 'Url', name: 'url', type: 'string' }]));
    expect(screen.getByText('Url is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Url'), { target: { value: 'https://x' } });
    expect(screen.queryByText('Url is required')).toBeNull();
  });
});

describe('json', () => {
  it('shows a live parse error with line and column and clears it when fixed', () => {
    const form = renderNodeForm(
      testDefinition([{ label: 'Config', name: 'config', type: 'json', optional: true }]),
    );
    const box = screen.getByLabelText('Config');
    fireEvent.change(box, { target: { value: '{\n  "a": 1,\n  b\n}' } });
    expect(screen.getByText(/Invalid JSON at line 3, column 3/)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '{"a": 1}' } });
    expect(screen.queryByText(/Invalid JSON/)).toBeNull();
    expect(form.latest().config).toBe('{"a": 1}');
  });
});

describe('file and folder', () => {
  it('reads an uploaded file to a data URL with its name, as the peer saves it', async () => {
    const form = renderNodeForm(
      testDefinition([{ label: 'Document', name: 'doc', type: 'file', fileType: '.txt' }]),
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.txt');
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(form.latest().doc).toBe('data:text/plain;base64,aGk=,filename:notes.txt'));
    expect(screen.getByText('notes.txt')).toBeTruthy();
    fireEvent.click(button('Remove file'));
    expect(form.latest().doc).toBe('');
  });

  it('uploads a folder as a list of files named by their paths', async () => {
    const form = renderNodeForm(testDefinition([{ label: 'Folder', name: 'dir', type: 'folder' }]));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.hasAttribute('webkitdirectory')).toBe(true);
    const a = new File(['a'], 'a.txt', { type: 'text/plain' });
    Object.defineProperty(a, 'webkitRelativePath', { value: 'docs/a.txt' });
    fireEvent.change(input, { target: { files: [a] } });
    await waitFor(() => expect(typeof form.latest().dir).toBe('string'));
    expect(JSON.parse(form.latest().dir as string)).toEqual([
      'data:text/plain;base64,YQ==,filename:docs/a.txt',
    ]);
    expect(screen.getByText('1 file')).toBeTruthy();
  });
});
