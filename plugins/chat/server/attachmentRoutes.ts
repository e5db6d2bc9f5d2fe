import type { FastifyRequest } from 'fastify';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { readFormData } from '../../../host/server/http/readFormData.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { checkFile } from '../common/chatUpload.ts';
import { fileMime } from '../common/fileTypes.ts';
import { flowUploads, MAX_FILE_MB } from '../common/flowUploads.ts';
import { preflightRoute } from './chatCors.ts';
import { documentText } from './documentText.ts';
import { publicFlow } from './flowAccess.ts';

const MAX_FILES = 10;

type Req = FastifyRequest<{ Params: { chatflowId: string; chatId: string } }>;

/** The 'files' parts of a multipart body (the platform's FormData parser reads it). */
async function multipartFiles(req: Req): Promise<File[]> {
  const form = await readFormData(req, "Send the files as multipart/form-data in the field 'files'");
  return form.getAll('files').filter((v): v is File => typeof v !== 'string');
}

/**
 * POST /attachments/:chatflowId/:chatId, the peer's full-file upload step: the embed widget posts
 * the documents and gets their text back ([{ name, mimeType, size, content }]), which it then
 * sends as 'file:full' uploads of the prediction. Nothing is stored; the prediction checks again.
 */
export const attachmentRoutes: PluginRoute[] = [
  route<{ Params: { chatflowId: string; chatId: string } }>({
    method: 'POST',
    url: '/attachments/:chatflowId/:chatId',
    public: true,
    bodyLimit: MAX_FILES * MAX_FILE_MB * 1024 * 1024 + 64 * 1024,
    schema: {
      params: {
        type: 'object',
        required: ['chatflowId', 'chatId'],
        properties: {
          chatflowId: { type: 'string', minLength: 1, maxLength: 100 },
          chatId: { type: 'string', minLength: 1, maxLength: 500 },
        },
      },
    },
    async handler(req, reply, ctx) {
      const flow = await publicFlow(ctx.db, req, req.params.chatflowId, reply);
      const allowed = flowUploads(flow.flow_data, flow.chatbot_config);
      if (!allowed.isFullFileUploadAllowed) throw httpError(400, 'This flow does not take file uploads');
      const files = await multipartFiles(req);
      if (!files.length) throw httpError(400, "No files in the field 'files'");
      if (files.length > MAX_FILES) throw httpError(400, `At most ${MAX_FILES} files at once`);
      // Images go to the prediction as they are; only documents are read here.
      const problems = files.flatMap((f, i) => {
        const why = fileMime(f.name, f.type).startsWith('image/')
          ? 'images are sent with the prediction, not here'
          : checkFile({ name: f.name, type: f.type, size: f.size }, allowed);
        return why ? [`files[${i}] (${f.name}): ${why}`] : [];
      });
      if (problems.length) throw httpError(400, problems.join('; '));
      return Promise.all(
        files.map(async (f, i) => {
          const mimeType = fileMime(f.name, f.type);
          try {
            const content = await documentText(new Uint8Array(await f.arrayBuffer()), mimeType);
            return { name: f.name, mimeType, size: f.size, content };
          } catch (err) {
            throw httpError(400, `files[${i}] (${f.name}): could not be read: ${(err as Error).message}`);
          }
        }),
      );
    },
  }),
  preflightRoute('/attachments/:chatflowId/:chatId'),
];
