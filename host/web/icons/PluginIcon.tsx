import type { FluentIconsProps } from '@fluentui/react-icons';
import { resolveIcon } from './iconMap.ts';

/** Renders a manifest icon name; decorative unless given an aria-label. */
export function PluginIcon({ name, ...props }: { name: string | undefined } & FluentIconsProps) {
  const Icon = resolveIcon(name);
  return <Icon aria-hidden={props['aria-label'] ? undefined : true} {...props} />;
}
