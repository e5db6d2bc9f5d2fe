import { isRecord } from '../../../host/common/isRecord.ts';
import type { FlowUploads } from './flowUploads.ts';

/** The chatbot look and behaviour a public page may see (the peer's chatbotConfig keys). */
export interface PublicChatbotConfig {
  title?: string;
  titleAvatarSrc?: string;
  titleBackgroundColor?: string;
  titleTextColor?: string;
  welcomeMessage?: string;
  errorMessage?: string;
  backgroundColor?: string;
  fontSize?: number;
  poweredByTextColor?: string;
  botMessage?: { backgroundColor?: string; textColor?: string; showAvatar?: boolean; avatarSrc?: string };
  userMessage?: { backgroundColor?: string; textColor?: string; showAvatar?: boolean; avatarSrc?: string };
  textInput?: {
    placeholder?: string;
    backgroundColor?: string;
    textColor?: string;
    sendButtonColor?: string;
  };
  /** Keyed '0', '1', ... like the peer (the embed widget reads it so); starterPromptList() lists them. */
  starterPrompts?: Record<string, { prompt: string }>;
  leads?: {
    status: boolean;
    title?: string;
    name?: boolean;
    email?: boolean;
    phone?: boolean;
    successMessage?: string;
  };
  chatFeedback?: { status: boolean };
  disclaimer?: {
    status: boolean;
    title?: string;
    message?: string;
    buttonText?: string;
    /** Filled by localizeChatbotConfig (the widget's Cancel), never from the stored config. */
    denyButtonText?: string;
  };
  /** The widget's footer ("Powered by"): filled by localizeChatbotConfig for other languages. */
  footer?: { text: string };
  renderHTML?: boolean;
  generateNewSession?: boolean;
  /** Documents whose text goes into the question (the embed widget picks 'file:full' uploads by it). */
  fullFileUpload?: { status: boolean; allowedUploadFileTypes?: string };
  /** Added by the route: what the flow accepts as uploads. */
  uploads?: FlowUploads;
  /** Added by the route: the flow reduced to its Start node's form keys (publicFlowData). */
  flowData?: string;
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);

/** Copies only the listed keys with the listed kinds, dropping undefined. */
function pick(src: unknown, kinds: Record<string, (v: unknown) => unknown>): Obj | undefined {
  if (!isRecord(src)) return undefined;
  const out: Obj = {};
  for (const [k, kind] of Object.entries(kinds)) {
    const v = kind(src[k]);
    if (v !== undefined) out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

const messageStyle = { backgroundColor: str, textColor: str, showAvatar: bool, avatarSrc: str };

function prompts(v: unknown): Record<string, { prompt: string }> | undefined {
  const out = starterPromptList(v);
  return out.length ? starterPromptRecord(out) : undefined;
}

/** Prompts as the peer stores them (keyed '0', '1', ...; the embed widget reads them so). */
export function starterPromptRecord(list: readonly string[]): Record<string, { prompt: string }> {
  return Object.fromEntries(list.map((prompt, i) => [String(i), { prompt }]));
}

/** The non-empty starter prompts of a config value (object keyed by position, or a list), in order. */
export function starterPromptList(v: unknown): string[] {
  const list = Array.isArray(v) ? v : isRecord(v) ? Object.values(v) : [];
  return list.map((p) => (isRecord(p) ? str(p.prompt) : str(p))).filter((p): p is string => !!p?.trim());
}

/**
 * The public part of a flow's chatbot_config text. An allow-list on purpose: anything else
 * (allowed origins, follow-up prompt credentials, future keys) never leaves the server.
 */
export function publicChatbotConfig(text: string | null | undefined): PublicChatbotConfig {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
  const out = pick(raw, {
    title: str,
    titleAvatarSrc: str,
    titleBackgroundColor: str,
    titleTextColor: str,
    welcomeMessage: str,
    errorMessage: str,
    backgroundColor: str,
    fontSize: (v) => (typeof v === 'number' && v > 0 && v < 100 ? v : undefined),
    poweredByTextColor: str,
    botMessage: (v) => pick(v, messageStyle),
    userMessage: (v) => pick(v, messageStyle),
    textInput: (v) =>
      pick(v, { placeholder: str, backgroundColor: str, textColor: str, sendButtonColor: str }),
    starterPrompts: prompts,
    leads: (v) =>
      pick(v, { status: bool, title: str, name: bool, email: bool, phone: bool, successMessage: str }),
    chatFeedback: (v) => pick(v, { status: bool }),
    disclaimer: (v) => pick(v, { status: bool, title: str, message: str, buttonText: str }),
    renderHTML: bool,
    generateNewSession: bool,
    fullFileUpload: (v) => pick(v, { status: bool, allowedUploadFileTypes: str }),
  });
  return (out ?? {}) as PublicChatbotConfig;
}
