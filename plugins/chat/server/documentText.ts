/**
 * The text of an uploaded document: PDFs through unpdf (pdf.js, no native parts), the text
 * types as UTF-8 (a byte-order mark dropped). NUL characters are dropped: the text goes on in
 * JSON (attachments, predictions) and into the database, where neither takes them. Throws when a
 * PDF cannot be read.
 */
export async function documentText(bytes: Uint8Array, mime: string): Promise<string> {
  if (mime === 'application/pdf') {
    // Loaded on first use: pdf.js is large and most servers never see a PDF.
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    await pdf.cleanup();
    return text.replaceAll('\u0000', '').trim();
  }
  return new TextDecoder().decode(bytes).replaceAll('\u0000', '');
}
