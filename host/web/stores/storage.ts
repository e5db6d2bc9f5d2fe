/** Local storage that never throws (private mode, quota, no window in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or blocked: the in-memory state still holds the value.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to do when storage is unavailable.
    }
  },
};

/** Expires every cookie visible to scripts for this path and its parents (httpOnly ones are the server's). */
export function clearAllCookies(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
