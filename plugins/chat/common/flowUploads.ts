/** What a chat may upload to a flow (the peer's chatflows-uploads answer). */
export interface FlowUploads {
  isSpeechToTextEnabled: boolean;
  isImageUploadAllowed: boolean;
  isRAGFileUploadAllowed: boolean;
  imgUploadSizeAndTypes: { fileTypes: string[]; maxUploadSize: number }[];
  fileUploadSizeAndTypes: { fileTypes: string[]; maxUploadSize: number }[];
}

const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_MB = 5;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when some node's model config (any *ModelConfig input) turns allowImageUploads on. */
function allowsImages(flowData: string): boolean {
  let flow: unknown;
  try {
    flow = JSON.parse(flowData);
  } catch {
    return false;
  }
  const nodes = isObj(flow) && Array.isArray(flow.nodes) ? flow.nodes : [];
  return nodes.some((n) => {
    const inputs = isObj(n) && isObj(n.data) && isObj(n.data.inputs) ? n.data.inputs : {};
    return Object.entries(inputs).some(
      ([k, v]) =>
        k.endsWith('ModelConfig') &&
        isObj(v) &&
        (v.allowImageUploads === true || v.allowImageUploads === 'true'),
    );
  });
}

/** Uploads a flow accepts, from its saved graph; speech and document uploads are not offered. */
export function flowUploads(flowData: string): FlowUploads {
  const images = allowsImages(flowData);
  return {
    isSpeechToTextEnabled: false,
    isImageUploadAllowed: images,
    isRAGFileUploadAllowed: false,
    imgUploadSizeAndTypes: images ? [{ fileTypes: IMAGE_TYPES, maxUploadSize: MAX_IMAGE_MB }] : [],
    fileUploadSizeAndTypes: [],
  };
}
