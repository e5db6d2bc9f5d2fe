/**
 * What user code `require`s, found without running it: the sandbox prepares (bundles) those modules before a
 * run, and validation names the ones outside the allowed list. Only string literals count; a computed
 * require(name) is resolved at run time against what was prepared.
 */
import { english } from '../i18n/say.ts';

const REQUIRE_CALL = /(?<![\w$.])require\s*\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`)\s*\)/g;
/** An npm package name (optionally scoped) with optional sub-path segments; no '..', no absolute paths. */
const MODULE_NAME = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~-]+)*$/i;

/** Strips comments so `// const x = require('fs')` is not a requirement; strings stay as they are. */
function withoutComments(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
      out += ' ';
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The module names the code requires with a literal, in order of first appearance, `node:` prefix removed. */
export function requiredModules(code: string): string[] {
  const found = new Set<string>();
  for (const match of withoutComments(code).matchAll(REQUIRE_CALL)) {
    const name = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (name) found.add(name.replace(/^node:/, ''));
  }
  return [...found];
}

/** The package a specifier belongs to: 'lodash/get' -> 'lodash', '@scope/pkg/x' -> '@scope/pkg'. */
export function modulePackage(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function isModuleName(name: string): boolean {
  return MODULE_NAME.test(name) && !name.split('/').some((part) => part === '.' || part === '..');
}

/** Whether `name` (maybe a sub-path such as 'lodash/get') is allowed by the list of package names. */
export function isModuleAllowed(name: string, allowed: readonly string[]): boolean {
  const bare = name.replace(/^node:/, '');
  return isModuleName(bare) && (allowed.includes(bare) || allowed.includes(modulePackage(bare)));
}

/** The text of moduleNotAllowedMessage, a catalogue key (the canvas says it in the reader's language). */
export const MODULE_NOT_ALLOWED = "Module '{{name}}' is not available in the sandbox. Allowed: {{allowed}}";

/** The values of MODULE_NOT_ALLOWED: the module and the allowed list, sorted. */
export const moduleNotAllowedValues = (name: string, allowed: readonly string[]) => ({
  name,
  allowed: [...allowed].sort().join(', '),
});

/** The one message for a module outside the list, at validation, on save and inside the sandbox. */
export function moduleNotAllowedMessage(name: string, allowed: readonly string[]): string {
  return english(MODULE_NOT_ALLOWED, moduleNotAllowedValues(name, allowed));
}

/** The first module of the code outside the list, or null. */
export function firstDisallowedModule(code: string, allowed: readonly string[]): string | null {
  return requiredModules(code).find((name) => !isModuleAllowed(name, allowed)) ?? null;
}
