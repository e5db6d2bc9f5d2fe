import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { root } from './sourceImports.ts';

/** Attributes whose text a person reads or hears. */
const UI_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'label', 'content', 'alt', 'hint']);
/** Names that are the same in every language. */
const PROPER_NOUNS = new Set(['Brains Studio', 'POST']);

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !PROPER_NOUNS.has(text.trim());

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== 'string') return;
  visit(n);
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'loc' && key !== 'start' && key !== 'end' && key !== 'extra') walk(value, visit);
  }
}

const lineOf = (n: Node) => (n.loc as { start: { line: number } }).start.line;

const isT = (n: Node) =>
  n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as Node).name === 't';

/** String and template literals with words in an expression, except inside t(...) and keys of objects. */
function literalsOutsideT(expr: Node | null | undefined, found: Node[]): void {
  if (!expr || isT(expr)) return;
  if (expr.type === 'StringLiteral' && hasWords(String(expr.value))) found.push(expr);
  else if (expr.type === 'TemplateLiteral') {
    const text = (expr.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join('');
    if (hasWords(text)) found.push(expr);
  } else if (['ConditionalExpression', 'LogicalExpression'].includes(expr.type)) {
    for (const part of ['consequent', 'alternate', 'left', 'right'])
      literalsOutsideT(expr[part] as Node | undefined, found);
  }
}
const show = (n: Node) =>
  n.type === 'StringLiteral'
    ? `"${String(n.value)}"`
    : `\`${(n.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join('…')}\``;

/** The .tsx files (tests aside) of the folders the message catalogue covers. */
export function coveredFiles(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => join(root, folder, f)),
  );
}

/**
 * Texts written straight into the UI instead of through the catalogue: JSX text with words, and
 * UI attributes (aria-label, placeholder, title...) given a string or template with words.
 * Also the keys passed as literals to t(...), for the completeness check of other languages.
 */
export function scanUiStrings(file: string): { hardCoded: string[]; keys: string[] } {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const where = relative(root, file);
  const hardCoded: string[] = [];
  const keys: string[] = [];
  walk(ast.program, (n) => {
    if (n.type === 'JSXText' && hasWords(String(n.value))) {
      hardCoded.push(`${where}:${lineOf(n)} "${String(n.value).trim()}"`);
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: unknown }).name;
      if (typeof name !== 'string' || !UI_ATTRIBUTES.has(name)) return;
      const value = n.value as Node | null;
      const found: Node[] = [];
      literalsOutsideT(value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : value, found);
      for (const f of found) hardCoded.push(`${where}:${lineOf(n)} ${name}=${show(f)}`);
    }
    // {cond ? 'Loading' : 'Done'} among an element's children
    if (n.type === 'JSXElement' || n.type === 'JSXFragment') {
      for (const child of n.children as Node[]) {
        if (child.type !== 'JSXExpressionContainer') continue;
        const found: Node[] = [];
        literalsOutsideT(child.expression as Node, found);
        for (const f of found) hardCoded.push(`${where}:${lineOf(f)} ${show(f)}`);
      }
    }
    if (n.type === 'CallExpression') {
      const first = (n.arguments as Node[])[0];
      if (isT(n) && first?.type === 'StringLiteral') keys.push(String(first.value));
    }
  });
  return { hardCoded, keys };
}
