import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { UploadedFile } from './uploadedFile.ts';

/** The raw text of a .docx (mammoth, loaded on first use); 400 when it is not a readable Word file. */
export async function docxText(file: UploadedFile): Promise<string> {
  const bytes = file.bytes;
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    throw httpError(400, `File '${file.name}' is not a .docx (not a zip file)`);
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value.trim();
  } catch (error) {
    throw httpError(400, `File '${file.name}' is a corrupt or unreadable .docx: ${(error as Error).message}`);
  }
}
