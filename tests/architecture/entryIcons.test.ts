import { describe, expect, it } from 'vitest';
import { reached } from './sourceImports.ts';

/**
 * Issue 16, first page JavaScript: the web entry holds the icons of the built-in menus
 * (host/web/icons/menuIcons.ts) but not the full icon map of node, credential and page icons,
 * which the pages that draw them import and a menu loads only for a name it does not have (MenuIcon).
 */
describe('the web entry', () => {
  const entry = 'host/web/main.tsx';

  it('imports the menu icons, not the full icon map', () => {
    const statically = reached(entry, { dynamic: false });
    expect(statically.has('host/web/icons/menuIcons.ts')).toBe(true);
    expect(statically.has('host/web/icons/iconMap.ts')).toBe(false);
  });

  it('nor does the flows list page (its cards draw menu icons only)', () => {
    const statically = reached('plugins/flows/web/FlowsListPage.tsx', { dynamic: false });
    expect(statically.has('host/web/components/useItemMenuEntries.tsx')).toBe(true);
    expect(statically.has('host/web/icons/iconMap.ts')).toBe(false);
  });

  it('the rule can fail: the map is reached through a dynamic import', () => {
    expect(reached(entry, { dynamic: true }).has('host/web/icons/iconMap.ts')).toBe(true);
  });
});
