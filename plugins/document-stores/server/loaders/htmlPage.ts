import { NodeHtmlMarkdown } from 'node-html-markdown';
import { parse } from 'node-html-parser';

/** What a page is about beside its chrome: scripts, styles, navigation, headers, footers, forms. */
const CHROME =
  'script, style, noscript, template, svg, iframe, nav, header, footer, aside, form, [role=navigation]';

export interface HtmlPage {
  title: string;
  /** The content as Markdown-flavoured text (headings, lists and links kept readable). */
  text: string;
  /** Every href on the page, as written (navigation included: a crawl follows it). */
  links: string[];
}

let markdown: NodeHtmlMarkdown | undefined;

/** Text, title and links of an HTML page, without scripts and navigation. */
export function htmlPage(html: string): HtmlPage {
  const root = parse(html, { comment: false });
  const links = root
    .querySelectorAll('a[href]')
    .map((a) => a.getAttribute('href') ?? '')
    .filter(Boolean);
  const title = root.querySelector('title')?.text.trim() ?? '';
  for (const el of root.querySelectorAll(CHROME)) el.remove();
  const body = root.querySelector('main') ?? root.querySelector('body') ?? root;
  markdown ??= new NodeHtmlMarkdown({ ignore: ['img'], keepDataImages: false });
  const text = markdown
    .translate(body.innerHTML)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title, text, links };
}
