import type { FlowUploads } from './flowUploads.ts';

/** One upload of a prediction body, the way the Flowise clients send it. */
export interface ChatUpload {
  /** A base64 data URL ('file') or an http(s) URL ('url'). */
  data: string;
  type: 'file' | 'url';
  name: string;
  mime: string;
}

const DATA_URL = /^data:([^;,]+);base64,([A-Za-z0-9+/=\s]*)$/;

/** Bytes a base64 text decodes to. */
export function base64Bytes(b64: string): number {
  const clean = b64.replace(/\s/g, '');
  const pad = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - pad;
}

/** The rule for one file a user picked: null when the flow takes it, else why not. */
export function checkFile(
  file: { name: string; type: string; size: number },
  allowed: FlowUploads,
): string | null {
  if (!allowed.isImageUploadAllowed) return 'This flow does not take uploads';
  const rule = allowed.imgUploadSizeAndTypes.find((r) => r.fileTypes.includes(file.type));
  if (!rule)
    return `${file.name}: only ${allowed.imgUploadSizeAndTypes.flatMap((r) => r.fileTypes).join(', ')} files`;
  if (file.size > rule.maxUploadSize * 1024 * 1024)
    return `${file.name} is larger than ${rule.maxUploadSize} MB`;
  return null;
}

/**
 * The server's check of a prediction's uploads against what the flow allows: one message per
 * bad upload (empty when all are fine). A data URL's declared type must match `mime`.
 */
export function checkUploads(uploads: readonly ChatUpload[], allowed: FlowUploads): string[] {
  return uploads.flatMap((u, i) => {
    const why = uploadProblem(u, allowed);
    return why ? [`uploads[${i}] (${u.name}): ${why}`] : [];
  });
}

function uploadProblem(u: ChatUpload, allowed: FlowUploads): string | null {
  if (u.type === 'url') {
    if (!/^https?:\/\//i.test(u.data)) return 'a url upload needs an http(s) URL';
    return checkFile({ name: u.name, type: u.mime, size: 0 }, allowed);
  }
  const m = DATA_URL.exec(u.data);
  if (!m) return 'data must be a base64 data URL';
  if (m[1] !== u.mime) return `the data is ${m[1]}, not ${u.mime}`;
  return checkFile({ name: u.name, type: u.mime, size: base64Bytes(m[2] as string) }, allowed);
}

/** Uploads a model can look at (images). */
export const imageUploads = (uploads: readonly ChatUpload[] | undefined): ChatUpload[] =>
  (uploads ?? []).filter((u) => u.mime.startsWith('image/'));
