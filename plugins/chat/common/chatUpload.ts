import { fileMime } from './fileTypes.ts';
import type { FlowUploads } from './flowUploads.ts';

/** One upload of a prediction body, the way the Flowise clients send it. */
export interface ChatUpload {
  /**
   * 'file' (an image) and 'file:full' (a document): a base64 data URL; a 'file:full' may also be
   * the document's text itself (the embed widget sends what /attachments extracted). 'url': an http(s) image URL.
   */
  data: string;
  type: 'file' | 'url' | 'file:full';
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

const typeList = (rules: FlowUploads['imgUploadSizeAndTypes']) =>
  rules.flatMap((r) => r.fileTypes).join(', ');

/** The rule for one file a user picked: null when the flow takes it, else why not. */
export function checkFile(
  file: { name: string; type: string; size: number },
  allowed: FlowUploads,
): string | null {
  if (!allowed.isImageUploadAllowed && !allowed.isFullFileUploadAllowed)
    return 'This flow does not take uploads';
  const type = fileMime(file.name, file.type);
  const image = type.startsWith('image/');
  const rules = image ? allowed.imgUploadSizeAndTypes : allowed.fileUploadSizeAndTypes;
  const rule = rules.find((r) => r.fileTypes.includes(type));
  if (!rule) {
    const all = typeList([...allowed.imgUploadSizeAndTypes, ...allowed.fileUploadSizeAndTypes]);
    return `${file.name}: only ${all} files`;
  }
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
  const image = u.mime.startsWith('image/');
  if (u.type === 'url') {
    if (!/^https?:\/\//i.test(u.data)) return 'a url upload needs an http(s) URL';
    if (!image) return 'only images can be given by URL';
    return checkFile({ name: u.name, type: u.mime, size: 0 }, allowed);
  }
  if (u.type === 'file' && !image) return "a document is sent as type 'file:full'";
  if (u.type === 'file:full' && image) return "an image is sent as type 'file'";
  const m = DATA_URL.exec(u.data);
  if (!m) {
    if (u.type === 'file:full' && !u.data.startsWith('data:'))
      return checkFile(
        { name: u.name, type: u.mime, size: new TextEncoder().encode(u.data).length },
        allowed,
      );
    return 'data must be a base64 data URL';
  }
  if (fileMime(u.name, m[1] as string) !== fileMime(u.name, u.mime))
    return `the data is ${m[1]}, not ${u.mime}`;
  return checkFile({ name: u.name, type: u.mime, size: base64Bytes(m[2] as string) }, allowed);
}

/** Uploads a model can look at (images). */
export const imageUploads = (uploads: readonly ChatUpload[] | undefined): ChatUpload[] =>
  (uploads ?? []).filter((u) => u.type !== 'file:full' && u.mime.startsWith('image/'));

/** Documents whose text goes into the question. */
export const fullFileUploads = (uploads: readonly ChatUpload[] | undefined): ChatUpload[] =>
  (uploads ?? []).filter((u) => u.type === 'file:full');
