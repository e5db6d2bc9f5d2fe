const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** True for the rich-text HTML the canvas's editors save (`<p>...</p>`). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*<(p|div|h[1-6]|ul|ol|pre|blockquote|span)[\s>]/i.test(text);
}

/**
 * The text of editor HTML: block ends and <br> become newlines, tags go, entities are decoded.
 * Mention spans keep their text, so `{{ $form.x }}` inside them survives.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|pre|blockquote)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
