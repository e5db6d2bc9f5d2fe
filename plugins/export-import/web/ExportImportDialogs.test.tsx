import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../host/web/http/http.ts';
import { notifier } from '../../../host/web/stores/notifier.ts';
import { emptyExport } from '../common/exportTypes.ts';
import ExportDialog from './ExportDialog.tsx';
import ImportDialog from './ImportDialog.tsx';

vi.mock('../../../host/web/components/downloadText.ts', () => ({ downloadText: vi.fn() }));
const { downloadText } = await import('../../../host/web/components/downloadText.ts');

vi.setConfig({ testTimeout: 30_000 });
const wrap = (ui: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
const messages = () => notifier.notifications.map((n) => n.message);

afterEach(() => {
  vi.restoreAllMocks();
  notifier.notifications = [];
});

describe('ExportDialog', () => {
  it('selects every type by default, disables Export with none, posts the flags and downloads', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ ...emptyExport(), Tool: [{ id: 't' }] });
    const onClose = vi.fn();
    wrap(<ExportDialog open onClose={onClose} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(9);
    expect(boxes.every((b) => b.checked)).toBe(true);
    for (const b of boxes) fireEvent.click(b);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tools' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/export-import/export', { tool: true });
    expect(downloadText).toHaveBeenCalledWith(
      'ExportData.json',
      expect.stringContaining('  "Tool": [\n    {'),
    );
  });

  it('shows the failure reason', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(new Error('exportImport.sanitizeTool - boom'));
    wrap(<ExportDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(messages()).toContain('Failed to export: exportImport.sanitizeTool - boom'));
  });
});

describe('ImportDialog', () => {
  const pick = (text: string, name = 'ExportData.json') =>
    fireEvent.change(screen.getByTestId('import-file'), {
      target: { files: [new File([text], name, { type: 'application/json' })] },
    });

  it('refuses a file that is not an export', async () => {
    const post = vi.spyOn(http, 'post');
    wrap(<ImportDialog open onClose={() => {}} />);
    pick('{"a":1}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid Imported File'));
    pick('{}', 'notes.txt');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only .json files can be imported'),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server reason when the import fails', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(new Error('Variable/1: bad name'));
    wrap(<ImportDialog open onClose={() => {}} />);
    pick('{"Tool":[]}');
    await waitFor(() => expect(messages()).toContain('Failed to import: Variable/1: bad name'));
    expect(post).toHaveBeenCalledWith('/export-import/import?onExisting=skip', { Tool: [] });
  });

  it('sends the choice for existing items and shows the report per set', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      imported: { ChatFlow: 2, Tool: 1 },
      skipped: { Tool: 1, CustomTemplate: 3 },
      reasons: {
        Tool: { 'a tool with this name exists here and is used instead': 1 },
        CustomTemplate: { 'custom templates are not available in this product': 3 },
      },
      notes: { Tool: ["post_note: Colour 'linear-gradient(...)' became #2b78e4"] },
    });
    wrap(<ImportDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: /new ids/ }));
    pick('{"ChatFlow":[]}');
    const report = await screen.findByRole('table', { name: 'Import report' });
    expect(post).toHaveBeenCalledWith('/export-import/import?onExisting=newIds', { ChatFlow: [] });
    const rows = [...report.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Chatflows20',
      'Custom templates033 skipped: custom templates are not available in this product',
      "Tools111 skipped: a tool with this name exists here and is used insteadpost_note: Colour 'linear-gradient(...)' became #2b78e4",
    ]);
    expect(screen.getByRole('button', { name: 'Done' })).toBeDefined();
  });
});
