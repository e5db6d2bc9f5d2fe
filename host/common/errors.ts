/**
 * The host's error catalogue. Tests assert on codes, never on wording.
 * Each entry builds the message so that callers cannot forget an argument.
 */
export const hostErrors = {
  PLUGIN001: (pluginId: string, detail: string) =>
    `PLUGIN001 invalid manifest for plugin '${pluginId}': ${detail}`,
  PLUGIN002: (pluginId: string) => `PLUGIN002 duplicate plugin id '${pluginId}'`,
  PLUGIN003: (kind: string, key: string, owner: string, other: string) =>
    `PLUGIN003 duplicate ${kind} '${key}': contributed by plugin '${other}' and plugin '${owner}'`,
  NODE001: (owner: string, nodeName: string, detail: string) =>
    `NODE001 invalid node definition '${nodeName}' in plugin '${owner}': ${detail}`,
  NODE002: (nodeName: string, owner: string, other: string) =>
    `NODE002 duplicate node name '${nodeName}': contributed by plugin '${other}' and plugin '${owner}'`,
  NODE003: (nodeName: string) => `NODE003 unknown node type '${nodeName}'`,
  CRED001: (owner: string, name: string, detail: string) =>
    `CRED001 invalid credential definition '${name}' in plugin '${owner}': ${detail}`,
  CRED002: (name: string, owner: string, other: string) =>
    `CRED002 duplicate credential type '${name}': contributed by plugin '${other}' and plugin '${owner}'`,
} as const;

export type HostErrorCode = keyof typeof hostErrors;

/** An error that carries a catalogue code, so tests and the UI can react to the code. */
export class HostError extends Error {
  constructor(
    readonly code: HostErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HostError';
  }
}

export function hostError<C extends HostErrorCode>(
  code: C,
  ...args: Parameters<(typeof hostErrors)[C]>
): HostError {
  const build = hostErrors[code] as (...a: unknown[]) => string;
  return new HostError(code, build(...args));
}
