/**
 * Rows of CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, newlines). A trailing
 * empty line is dropped.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** One text per data row, 'column: value' lines (the header row names the columns). */
export function csvRowTexts(text: string): string[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  return rows.map((r) =>
    r.map((value, i) => `${(header[i] ?? `column${i + 1}`).trim()}: ${value.trim()}`).join('\n'),
  );
}
