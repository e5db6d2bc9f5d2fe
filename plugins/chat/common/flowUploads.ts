import { isRecord } from '../../../host/common/isRecord.ts';
import { listedFileTypes, TEXT_FILE_TYPES } from './fileTypes.ts';

/** What a chat may upload to a flow (the peer's chatflows-uploads answer). */
export interface FlowUploads {
  isSpeechToTextEnabled: boolean;
  isImageUploadAllowed: boolean;
  isRAGFileUploadAllowed: boolean;
  /** Files whose text goes into the question (the peer's chatbotConfig.fullFileUpload). */
  isFullFileUploadAllowed: boolean;
  imgUploadSizeAndTypes: { fileTypes: string[]; maxUploadSize: number }[];
  fileUploadSizeAndTypes: { fileTypes: string[]; maxUploadSize: number }[];
}

const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_MB = 5;
export const MAX_FILE_MB = 5;

const parse = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** True when some node's model config (any *ModelConfig input) turns allowImageUploads on. */
function allowsImages(flowData: string): boolean {
  const flow = parse(flowData);
  const nodes = isRecord(flow) && Array.isArray(flow.nodes) ? flow.nodes : [];
  return nodes.some((n) => {
    const inputs = isRecord(n) && isRecord(n.data) && isRecord(n.data.inputs) ? n.data.inputs : {};
    return Object.entries(inputs).some(
      ([k, v]) =>
        k.endsWith('ModelConfig') &&
        isRecord(v) &&
        (v.allowImageUploads === true || v.allowImageUploads === 'true'),
    );
  });
}

/**
 * The file types a flow takes whole, as the peer configures them: chatbotConfig.fullFileUpload
 * { status, allowedUploadFileTypes: 'text/plain,text/csv,...' }; no list means every type we read.
 * Types we cannot read are dropped. Null when full-file uploads are off.
 */
export function fullFileTypes(chatbotConfig: string | null | undefined): string[] | null {
  const config = parse(chatbotConfig);
  const full = isRecord(config) && isRecord(config.fullFileUpload) ? config.fullFileUpload : undefined;
  if (!full || (full.status !== true && full.status !== 'true')) return null;
  const listed = listedFileTypes(full.allowedUploadFileTypes);
  const types = listed.length ? TEXT_FILE_TYPES.filter((t) => listed.includes(t)) : TEXT_FILE_TYPES;
  return types.length ? [...types] : null;
}

/** Uploads a flow accepts, from its saved graph and chatbot config; speech and RAG uploads are not offered. */
export function flowUploads(flowData: string, chatbotConfig?: string | null): FlowUploads {
  const images = allowsImages(flowData);
  const files = fullFileTypes(chatbotConfig);
  return {
    isSpeechToTextEnabled: false,
    isImageUploadAllowed: images,
    isRAGFileUploadAllowed: false,
    isFullFileUploadAllowed: !!files,
    imgUploadSizeAndTypes: images ? [{ fileTypes: IMAGE_TYPES, maxUploadSize: MAX_IMAGE_MB }] : [],
    fileUploadSizeAndTypes: files ? [{ fileTypes: files, maxUploadSize: MAX_FILE_MB }] : [],
  };
}
