import { type Theme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { DEFAULT_BORDER_RADIUS, DEFAULT_FONT_FAMILY } from '../stores/customization.ts';

/** Section 9 card max widths, for pages that centre their content in a card. */
export const CARD_WIDTHS = { sm: '800px', md: '960px', full: '1280px' } as const;
export type CardWidth = keyof typeof CARD_WIDTHS;

/** Drawer width on large screens and the breakpoint from which it opens by default. */
export const DRAWER_WIDTH = 260;
export const LARGE_SCREEN_MIN_WIDTH = 1200;

export interface ThemeOptions {
  fontFamily?: string;
  borderRadius?: number;
}

/**
 * Fluent's web themes with the spec's font family and border radius. The radius 12 goes to the
 * X-large token, which cards, dialogs and the content surface use; controls keep Fluent's
 * smaller radii so buttons and inputs still look like Fluent.
 */
export function createAppTheme(dark: boolean, options: ThemeOptions = {}): Theme {
  const base = dark ? webDarkTheme : webLightTheme;
  const radius = `${options.borderRadius ?? DEFAULT_BORDER_RADIUS}px`;
  return {
    ...base,
    fontFamilyBase: options.fontFamily ?? DEFAULT_FONT_FAMILY,
    borderRadiusXLarge: radius,
  };
}
