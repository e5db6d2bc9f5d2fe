import { isRecord } from '../../../host/common/isRecord.ts';
import { listedFileTypes } from './fileTypes.ts';
import { starterPromptList, starterPromptRecord } from './publicChatbotConfig.ts';

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const on = (v: unknown) => v === true || v === 'true';

/** The colours the chat panel paints: where each is stored ([key] or [key, nested key]). */
export const CHATBOT_COLOURS = {
  titleBackgroundColor: { path: ['titleBackgroundColor'], label: 'Title bar background' },
  titleTextColor: { path: ['titleTextColor'], label: 'Title bar text' },
  botMessageBackground: { path: ['botMessage', 'backgroundColor'], label: 'Bot message background' },
  botMessageText: { path: ['botMessage', 'textColor'], label: 'Bot message text' },
  userMessageBackground: { path: ['userMessage', 'backgroundColor'], label: 'User message background' },
  userMessageText: { path: ['userMessage', 'textColor'], label: 'User message text' },
} as const satisfies Record<string, { path: readonly [string] | readonly [string, string]; label: string }>;
export type ChatbotColour = keyof typeof CHATBOT_COLOURS;

/** The editable part of a flow's chatbotConfig: only what the chat (publicChatbotConfig) reads. */
export interface ChatbotConfigForm {
  title: string;
  welcomeMessage: string;
  starterPrompts: string[];
  colours: Record<ChatbotColour, string>;
  chatFeedback: boolean;
  leads: {
    status: boolean;
    title: string;
    successMessage: string;
    name: boolean;
    email: boolean;
    phone: boolean;
  };
  fullFileUpload: { status: boolean; allowedUploadFileTypes: string[] };
}

/**
 * The stored chatbotConfig text as an object. Broken or non-object text gives {} and `broken`, so
 * the dialog can say that saving replaces it instead of silently dropping it.
 */
export function parseChatbotConfig(text: string | null | undefined): { config: Obj; broken: boolean } {
  if (!text?.trim()) return { config: {}, broken: false };
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? { config: v, broken: false } : { config: {}, broken: true };
  } catch {
    return { config: {}, broken: true };
  }
}

function at(config: Obj, path: readonly string[]): unknown {
  let v: unknown = config;
  for (const k of path) v = isRecord(v) ? v[k] : undefined;
  return v;
}

/** The form's values for a stored config (missing keys read as empty/off). */
export function chatbotConfigForm(config: Obj): ChatbotConfigForm {
  const leads = isRecord(config.leads) ? config.leads : {};
  const full = isRecord(config.fullFileUpload) ? config.fullFileUpload : {};
  const colours = Object.fromEntries(
    Object.entries(CHATBOT_COLOURS).map(([k, c]) => [k, str(at(config, c.path))]),
  ) as Record<ChatbotColour, string>;
  return {
    title: str(config.title),
    welcomeMessage: str(config.welcomeMessage),
    starterPrompts: starterPromptList(config.starterPrompts),
    colours,
    chatFeedback: isRecord(config.chatFeedback) && on(config.chatFeedback.status),
    leads: {
      status: on(leads.status),
      title: str(leads.title),
      successMessage: str(leads.successMessage),
      name: on(leads.name),
      email: on(leads.email),
      phone: on(leads.phone),
    },
    fullFileUpload: {
      status: on(full.status),
      allowedUploadFileTypes: listedFileTypes(full.allowedUploadFileTypes),
    },
  };
}

/** Sets or (for '') removes a key, in a copy. */
function withText(obj: Obj, key: string, value: string): Obj {
  const out = { ...obj };
  if (value.trim()) out[key] = value;
  else delete out[key];
  return out;
}

/**
 * The stored config with the form's values written in. Every other key, top-level or nested
 * (allowedOrigins, leads keys we do not edit, ...), is kept as it was.
 */
export function mergeChatbotConfig(config: Obj, form: ChatbotConfigForm): Obj {
  let out: Obj = withText(config, 'title', form.title);
  out = withText(out, 'welcomeMessage', form.welcomeMessage);
  const prompts = form.starterPrompts.map((p) => p.trim()).filter(Boolean);
  if (prompts.length) out.starterPrompts = starterPromptRecord(prompts);
  else delete out.starterPrompts;
  for (const [k, c] of Object.entries(CHATBOT_COLOURS)) {
    const value = form.colours[k as ChatbotColour].trim();
    const [top, nested] = c.path as readonly [string, string?];
    if (!nested) out = withText(out, top, value);
    else if (value || isRecord(out[top])) {
      const inner = withText(isRecord(out[top]) ? out[top] : {}, nested, value);
      if (Object.keys(inner).length) out[top] = inner;
      else delete out[top];
    }
  }
  const sub = (key: string): Obj => (isRecord(config[key]) ? config[key] : {});
  // A section the config never had stays absent while everything in it is off.
  const section = (key: string, value: Obj) => {
    if (isRecord(config[key]) || Object.values(value).some((v) => v !== false)) out[key] = value;
  };
  section('chatFeedback', { ...sub('chatFeedback'), status: form.chatFeedback });
  const l = form.leads;
  section(
    'leads',
    withText(
      withText(
        { ...sub('leads'), status: l.status, name: l.name, email: l.email, phone: l.phone },
        'title',
        l.title,
      ),
      'successMessage',
      l.successMessage,
    ),
  );
  const types = form.fullFileUpload.allowedUploadFileTypes;
  section(
    'fullFileUpload',
    withText(
      { ...sub('fullFileUpload'), status: form.fullFileUpload.status },
      'allowedUploadFileTypes',
      types.join(','),
    ),
  );
  return out;
}

const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([^()]*\))$/i;

/** Field messages keyed by field ('starterPrompts.1', 'colours.titleTextColor', 'leads'); {} when fine. */
export function chatbotConfigErrors(form: ChatbotConfigForm): Record<string, string> {
  const errors: Record<string, string> = {};
  form.starterPrompts.forEach((p, i) => {
    if (!p.trim()) errors[`starterPrompts.${i}`] = 'Enter a prompt or remove it';
  });
  const seen = new Set<string>();
  form.starterPrompts.forEach((p, i) => {
    const key = p.trim().toLowerCase();
    if (key && seen.has(key)) errors[`starterPrompts.${i}`] = 'This prompt is already listed';
    seen.add(key);
  });
  for (const k of Object.keys(CHATBOT_COLOURS) as ChatbotColour[]) {
    const v = form.colours[k].trim();
    if (v && !COLOUR.test(v)) errors[`colours.${k}`] = 'Use a colour such as #1f6feb or rgb(31, 111, 235)';
  }
  const l = form.leads;
  if (l.status && !l.name && !l.email && !l.phone) errors.leads = 'Choose at least one field to ask for';
  return errors;
}
