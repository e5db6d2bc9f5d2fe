import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, hasIcon, resolveIcon } from '../../host/web/icons/iconMap.ts';
import { menuIconMap } from '../../host/web/icons/menuIcons.ts';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';

/** Every icon name the built-in manifests use: menu items, profile menu entries, node definitions. */
async function usedIconNames(): Promise<{ where: string; icon: string }[]> {
  return (await pluginDefinitions(builtinPlugins)).flatMap(({ plugin: p, nodes }) => [
    ...(p.menuItems ?? []).map((m) => ({ where: `${p.id} menu '${m.label}'`, icon: m.icon })),
    ...(p.profileMenuItems ?? []).map((m) => ({ where: `${p.id} profile menu '${m.label}'`, icon: m.icon })),
    ...(nodes ?? []).map((n) => ({ where: `${p.id} node '${n.name}'`, icon: n.icon })),
  ]);
}

describe('icon map', () => {
  it('resolves every icon name used by the built-in plugins', async () => {
    const missing = (await usedIconNames()).filter((u) => !hasIcon(u.icon));
    expect(missing).toEqual([]);
  });

  it('has every icon the built-in menus name among the menu icons of the entry (no menu waits for the map)', () => {
    const menus = builtinPlugins.flatMap((p) =>
      [...(p.menuItems ?? []), ...(p.profileMenuItems ?? []), ...(p.itemMenuItems ?? [])].map((m) => ({
        where: `${p.id} '${m.label}'`,
        icon: m.icon,
      })),
    );
    expect(menus.length).toBeGreaterThan(20);
    expect(menus.filter((m) => !Object.hasOwn(menuIconMap, m.icon))).toEqual([]);
    for (const name of Object.keys(menuIconMap)) expect(resolveIcon(name)).toBe(menuIconMap[name]);
  });

  it('holds the agent-flow node icons and falls back for unknown names', () => {
    for (const name of [
      'Play24Regular',
      'BrainCircuit24Regular',
      'Bot24Regular',
      'BranchFork24Regular',
      'BranchCompare24Regular',
      'PersonFeedback24Regular',
      'ArrowRepeatAll24Regular',
      'ArrowReply24Regular',
      'Code24Regular',
      'Wrench24Regular',
      'DocumentSearch24Regular',
      'Note24Regular',
      'Globe24Regular',
      'TextBulletListSquare24Regular',
      'Flowchart24Regular',
    ]) {
      expect(resolveIcon(name)).not.toBe(FALLBACK_ICON);
    }
    expect(resolveIcon('NoSuchIcon24Regular')).toBe(FALLBACK_ICON);
    expect(resolveIcon('toString')).toBe(FALLBACK_ICON);
    expect(resolveIcon(undefined)).toBe(FALLBACK_ICON);
  });
});
