import { proxy } from 'valtio';
import { storage } from './storage.ts';

/** Section 9 defaults. */
export const DEFAULT_FONT_FAMILY = 'Inter, Roboto, Arial, sans-serif';
export const DEFAULT_BORDER_RADIUS = 12;
export const DARK_MODE_KEY = 'isDarkMode';
export const HORIZONTAL_KEY = 'isHorizontal';

export interface CustomizationState {
  /** Ids of the open menu entries. */
  isOpen: string[];
  fontFamily: string;
  borderRadius: number;
  /** Whether the left drawer is open. */
  opened: boolean;
  isHorizontal: boolean;
  isDarkMode: boolean;
}

/** Section 3 client state; isDarkMode and isHorizontal come from local storage (the text 'true'). */
export function initialCustomization(): CustomizationState {
  return {
    isOpen: [],
    fontFamily: DEFAULT_FONT_FAMILY,
    borderRadius: DEFAULT_BORDER_RADIUS,
    opened: true,
    isHorizontal: storage.get(HORIZONTAL_KEY) === 'true',
    isDarkMode: storage.get(DARK_MODE_KEY) === 'true',
  };
}

export const customization = proxy<CustomizationState>(initialCustomization());

/** Section 4 actions: set menu, menu open, font family, border radius, layout, dark mode. */
export const customizationActions = {
  /** Marks one menu entry as the open one. */
  setMenu(id: string): void {
    customization.isOpen = [id];
  },
  /** Opens or closes one menu entry (a drawer section), leaving the others as they are. */
  toggleMenu(id: string, open = !customization.isOpen.includes(id)): void {
    const others = customization.isOpen.filter((x) => x !== id);
    customization.isOpen = open ? [...others, id] : others;
  },
  setMenuOpen(opened: boolean): void {
    customization.opened = opened;
  },
  setFontFamily(fontFamily: string): void {
    customization.fontFamily = fontFamily;
  },
  setBorderRadius(borderRadius: number): void {
    customization.borderRadius = borderRadius;
  },
  setLayout(isHorizontal: boolean): void {
    customization.isHorizontal = isHorizontal;
    storage.set(HORIZONTAL_KEY, String(isHorizontal));
  },
  setDarkMode(isDarkMode: boolean): void {
    customization.isDarkMode = isDarkMode;
    storage.set(DARK_MODE_KEY, String(isDarkMode));
  },
};
