import { describe, expect, it } from 'vitest';
import { exportFileText, INVALID_IMPORT_FILE, parseImportFile } from './exportFile.ts';
import { emptyExport } from './exportTypes.ts';

describe('exportFileText', () => {
  it('indents by 2 spaces and names the file from FileDefaultName', () => {
    const data = { ...emptyExport(), Tool: [{ id: 't', name: 'x' }] };
    const { fileName, text } = exportFileText(data);
    expect(fileName).toBe('ExportData.json');
    expect(text).toContain('\n  "Tool": [\n    {\n      "id": "t"');
    expect(JSON.parse(text).FileDefaultName).toBeUndefined();
  });
});

describe('parseImportFile', () => {
  it('accepts an export file', () => {
    expect(parseImportFile(exportFileText(emptyExport()).text).Tool).toEqual([]);
  });
  it.each(['not json', '[]', 'null', '{"a":1}', '{"Tool":{}}'])('refuses %s', (text) => {
    expect(() => parseImportFile(text)).toThrow(INVALID_IMPORT_FILE);
  });
});

describe('exportFileText failures', () => {
  it('names the stringify step', () => {
    const data = { ...emptyExport(), Tool: [{ big: BigInt(1) }] };
    expect(() => exportFileText(data)).toThrow(/^exportImport\.stringify - /);
  });
});
