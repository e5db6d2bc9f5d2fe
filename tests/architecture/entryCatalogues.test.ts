import { describe, expect, it } from 'vitest';
import { reached } from './sourceImports.ts';

/** A translation catalogue: host/web/i18n/de.ts, plugins/x/web/i18n/de.ts, .../i18n/nodes.de.ts. */
const isCatalogue = (path: string) => /\/i18n\/(\w+\.)?de\.ts$/.test(path);

/**
 * Issue 16, first page JavaScript: the web entry (host/web/main.tsx and what it imports, the code
 * every first page downloads) holds no translation; each catalogue is a dynamic import
 * (addCatalogues), downloaded only by those reading its language.
 */
describe('the web entry', () => {
  const entry = 'host/web/main.tsx';

  it('imports no translation catalogue (they load on demand, in the language read)', () => {
    const statically = reached(entry, { dynamic: false });
    expect(statically.has('host/web/i18n/i18n.ts')).toBe(true);
    expect([...statically].filter(isCatalogue)).toEqual([]);
  });

  it('the rule can fail: the catalogues are reached, through dynamic imports', () => {
    const all = [...reached(entry, { dynamic: true })].filter(isCatalogue);
    expect(all).toContain('host/web/i18n/de.ts');
    expect(all).toContain('plugins/flows/web/i18n/de.ts');
    expect(all).toContain('plugins/identity/web/i18n/de.ts');
  });
});
