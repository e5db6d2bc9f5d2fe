/**
 * The text of an uploaded document: PDFs through unpdf (pdf.js, no native parts), the text
 * types as UTF-8 (a byte-order mark dropped). Throws when a PDF cannot be read.
 */
export async function documentText(bytes: Uint8Array, mime: string): Promise<string> {
  if (mime === 'application/pdf') {
    // Loaded on first use: pdf.js is large and most servers never see a PDF.
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    await pdf.cleanup();
    return text.trim();
  }
  return new TextDecoder().decode(bytes);
}
