/** Inline pieces of a line of markdown. Links keep only http(s) and mailto targets. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'code'; lang: string; text: string }
  | { type: 'heading'; level: number; inline: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; inline: Inline[] }
  | { type: 'paragraph'; inline: Inline[] };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** Splits a line into text, code, strong, em and link pieces; nothing here is HTML. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'code', text: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined)
      out.push({ type: 'strong', text: (m[2] ?? m[3]) as string });
    else if (m[4] !== undefined) out.push({ type: 'em', text: m[4] });
    else if (m[5] !== undefined && m[6] !== undefined) {
      out.push(
        SAFE_HREF.test(m[6]) ? { type: 'link', text: m[5], href: m[6] } : { type: 'text', text: m[5] },
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

const FENCE = /^\s*```\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/**
 * A small markdown subset for chat answers: fenced code (also an unclosed one while streaming),
 * headings, lists, quotes and paragraphs. The result is data, rendered as elements, never as HTML.
 */
export function parseMarkdown(src: string): Block[] {
  const lines = src.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'paragraph', inline: parseInline(para.join('\n')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !FENCE.test(lines[i] as string)) code.push(lines[i] as string);
      blocks.push({ type: 'code', lang: fence[1] ?? '', text: code.join('\n') });
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      flush();
      blocks.push({ type: 'heading', level: (h[1] as string).length, inline: parseInline(h[2] as string) });
      continue;
    }
    const ordered = NUMBERED.exec(line);
    const bullet = ordered ? null : BULLET.exec(line);
    if (ordered || bullet) {
      flush();
      const isOrdered = !!ordered;
      const item = parseInline(((ordered ?? bullet) as RegExpExecArray)[1] as string);
      const prev = blocks.at(-1);
      if (prev?.type === 'list' && prev.ordered === isOrdered) prev.items.push(item);
      else blocks.push({ type: 'list', ordered: isOrdered, items: [item] });
      continue;
    }
    if (line.startsWith('>')) {
      flush();
      blocks.push({ type: 'quote', inline: parseInline(line.replace(/^>\s?/, '')) });
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}
