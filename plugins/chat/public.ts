/**
 * What the chat plugin offers other plugins' server halves (README, "How plugins meet"): the
 * chat record of a prediction (question before, answer after, the session's history), uploads as
 * the chat accepts them, the embed widget's CORS, and the messages' JSON for export.
 */
export { type ExchangeScope, recordAnswer, recordQuestion } from './server/recordExchange.ts';
export { sessionHistory } from './server/sessionHistory.ts';
export { feedbackJson, messageJson } from './server/messageJson.ts';
export { corsHeaders, preflightRoute } from './server/chatCors.ts';
export { documentText } from './server/documentText.ts';
export { type ChatUpload, checkUploads, fullFileUploads, imageUploads } from './common/chatUpload.ts';
export { fileMime } from './common/fileTypes.ts';
export { flowUploads } from './common/flowUploads.ts';
export { formText } from './common/startForm.ts';
