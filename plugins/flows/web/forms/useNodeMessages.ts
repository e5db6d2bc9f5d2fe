import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../../host/common/i18n/languages.ts';
import type { PluginRegistry } from '../../../../host/common/plugin/PluginRegistry.ts';
import { useRegistryVersion } from '../../../../host/web/router/ShellContext.tsx';
import type { NodeMessages } from './NodeTextContext.tsx';

/** One language's node texts of all plugins, merged; a catalogue that fails to load is reported and left out. */
async function loadNodeMessages(registry: PluginRegistry, language: LanguageCode): Promise<NodeMessages> {
  const loaded = await Promise.allSettled(registry.nodeMessages(language).map((load) => load()));
  const texts: Record<string, string> = {};
  for (const result of loaded) {
    if (result.status === 'fulfilled') Object.assign(texts, result.value);
    else console.error(result.reason);
  }
  return { [language]: texts };
}

/**
 * The translations of node texts the loaded plugins contribute (their manifests' nodeMessages) for
 * the reader's language, loaded when a canvas opens in it; none while they load and in English.
 */
export function useNodeMessages(registry: PluginRegistry): NodeMessages | undefined {
  const version = useRegistryVersion(registry);
  const { i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  const [messages, setMessages] = useState<NodeMessages>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  useEffect(() => {
    if (registry.nodeMessages(language).length === 0) {
      setMessages(undefined);
      return;
    }
    let current = true;
    void loadNodeMessages(registry, language).then((loaded) => {
      if (current) setMessages(loaded);
    });
    return () => {
      current = false;
    };
  }, [registry, version, language]);
  return messages;
}
