/**
 * What the chat plugin offers other plugins' web halves (DESIGN.md, "How plugins meet"): the chat
 * panel that talks to a saved flow. Web only: the server half never imports this.
 */
export { ChatPanel, type ChatPanelProps } from './web/ChatPanel.tsx';
