/** The colour a tool gets when none is chosen, and the palette the dialog offers. */
export const DEFAULT_TOOL_COLOR = '#4f6bed';
export const TOOL_COLORS = [
  DEFAULT_TOOL_COLOR,
  '#0f8a5f',
  '#c239b3',
  '#e3008c',
  '#ca5010',
  '#986f0b',
  '#038387',
  '#5c2e91',
];
