import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { UploadedFile } from './uploadedFile.ts';

async function openPdf(file: UploadedFile) {
  const head = new TextDecoder().decode(file.bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) throw httpError(400, `File '${file.name}' is not a PDF (no %PDF header)`);
  const { getDocumentProxy } = await import('unpdf');
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    return await getDocumentProxy(new Uint8Array(file.bytes));
  } catch (error) {
    throw httpError(400, `File '${file.name}' is a corrupt or unreadable PDF: ${(error as Error).message}`);
  }
}

/** Opens the PDF (its structure, not its pages' text); 400 when corrupt. */
export async function pdfCheck(file: UploadedFile): Promise<void> {
  const pdf = await openPdf(file);
  await pdf.cleanup().catch(() => {});
}

/** The text of each page of a PDF (unpdf: pdf.js without native parts, loaded on first use). 400 when unreadable. */
export async function pdfPages(file: UploadedFile): Promise<string[]> {
  const pdf = await openPdf(file);
  const { extractText } = await import('unpdf');
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map((t) => t.trim());
  } catch (error) {
    throw httpError(400, `File '${file.name}': its text could not be read: ${(error as Error).message}`);
  } finally {
    await pdf.cleanup().catch(() => {});
  }
}
