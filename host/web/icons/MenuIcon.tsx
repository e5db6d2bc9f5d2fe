import type { FluentIconsProps } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { menuIconMap } from './menuIcons.ts';

type IconMapModule = typeof import('./iconMap.ts');

/** The full icon map once loaded: shared by every menu icon, loaded at most once. */
let fullMap: IconMapModule | undefined;
let loading: Promise<IconMapModule> | undefined;

function loadIconMap(): Promise<IconMapModule> {
  loading ??= import('./iconMap.ts').then((m) => {
    fullMap = m;
    return m;
  });
  return loading;
}

/**
 * A menu entry's manifest icon (drawer, profile menu, item menus) without the full icon map in the
 * entry: the built-in menus' icons are at hand (menuIcons.ts); another name (a third party's)
 * loads the map and shows an empty square of the icon's size until then.
 */
export function MenuIcon({ name, ...props }: { name: string | undefined } & FluentIconsProps) {
  const known = name && Object.hasOwn(menuIconMap, name) ? menuIconMap[name] : undefined;
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!known && !fullMap) void loadIconMap().then(() => setLoaded(true));
  }, [known]);
  const Icon = known ?? fullMap?.resolveIcon(name);
  const hidden = props['aria-label'] ? undefined : true;
  if (!Icon) {
    const box = { display: 'inline-block', width: '1em', height: '1em', fontSize: props.fontSize };
    return <span aria-hidden style={box} />;
  }
  return <Icon aria-hidden={hidden} {...props} />;
}
