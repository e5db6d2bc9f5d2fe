import type { ModelMessage } from 'ai';
import type { RunInput } from '../../../../host/server/engine/engineTypes.ts';
import { withFiles } from '../../../agentflow/public.ts';
import type { ChatModelInstance } from '../componentTypes.ts';

/**
 * The user's question as the agent's model sees it: the attached documents before it (file
 * blocks, as everywhere), and its images with it when the model node allows image uploads.
 */
export function questionMessage(
  model: ChatModelInstance,
  text: string,
  input: Pick<RunInput, 'files' | 'images'>,
): ModelMessage {
  const withDocs = withFiles(text, input.files);
  const images = model.acceptsImages ? (input.images ?? []) : [];
  if (!images.length) return { role: 'user', content: withDocs };
  return {
    role: 'user',
    content: [
      { type: 'text', text: withDocs },
      ...images.map((i) => ({ type: 'image' as const, image: i.data, mediaType: i.mime })),
    ],
  };
}
