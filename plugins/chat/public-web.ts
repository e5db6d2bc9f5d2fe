/**
 * What the chat plugin offers other plugins' web halves (README, "How plugins meet"): the chat
 * panel that talks to a saved flow. Web only; server halves use public.ts.
 */
export { ChatPanel, type ChatPanelProps } from './web/ChatPanel.tsx';
