/**
 * File inputs are saved like the peer saves them: the file's data URL with ',filename:<name>'
 * appended; several files (or a folder) as a JSON list of those strings.
 */
export function encodeFile(dataUrl: string, name: string): string {
  return `${dataUrl},filename:${name}`;
}

export function encodeFiles(files: readonly { dataUrl: string; name: string }[]): string {
  const encoded = files.map((f) => encodeFile(f.dataUrl, f.name));
  return encoded.length === 1 ? (encoded[0] as string) : JSON.stringify(encoded);
}

/** The peer's reference to files the server already keeps. */
const FILE_STORAGE = 'FILE-STORAGE::';

/**
 * The file names inside a saved file value (one file, a JSON list, or a FILE-STORAGE reference);
 * [] for none.
 */
export function fileNamesOf(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  // Files the server already keeps, as the peer refers to them: FILE-STORAGE::["a.pdf","b.txt"].
  if (value.startsWith(FILE_STORAGE)) {
    try {
      const names: unknown = JSON.parse(value.slice(FILE_STORAGE.length));
      return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
    } catch {
      return [];
    }
  }
  let items: unknown[] = [value];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      // not a list: one value
    }
  }
  return items.flatMap((item) => {
    if (typeof item !== 'string') return [];
    const at = item.lastIndexOf(',filename:');
    return at >= 0 ? [item.slice(at + ',filename:'.length)] : [];
  });
}
