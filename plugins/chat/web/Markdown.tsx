import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { Fragment, memo, useMemo } from 'react';
import { type Inline, parseMarkdown } from '../common/markdown.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '6px', overflowWrap: 'anywhere', lineHeight: '1.5' },
  p: { margin: 0, whiteSpace: 'pre-wrap' },
  heading: { margin: '4px 0 0', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  list: { margin: 0, paddingLeft: '20px' },
  quote: {
    margin: 0,
    paddingLeft: '10px',
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
  pre: {
    position: 'relative',
    margin: 0,
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    overflowX: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  lang: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100, marginBottom: '4px' },
  copy: { position: 'absolute', top: '4px', right: '4px' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: '0 4px',
    borderRadius: tokens.borderRadiusSmall,
  },
  link: { color: tokens.colorBrandForegroundLink },
});

function InlineText({ parts }: { parts: Inline[] }) {
  const s = useStyles();
  return (
    <>
      {parts.map((p, i) => {
        const key = `${i}-${p.type}`;
        if (p.type === 'code')
          return (
            <code key={key} className={s.code}>
              {p.text}
            </code>
          );
        if (p.type === 'strong') return <strong key={key}>{p.text}</strong>;
        if (p.type === 'em') return <em key={key}>{p.text}</em>;
        if (p.type === 'link')
          return (
            <a key={key} className={s.link} href={p.href} target="_blank" rel="noopener noreferrer">
              {p.text}
            </a>
          );
        return <Fragment key={key}>{p.text}</Fragment>;
      })}
    </>
  );
}

/** Chat markdown as React elements (no HTML is ever injected), code blocks with a copy button. */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  const t = useT();
  const s = useStyles();
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={s.root}>
      {blocks.map((b, i) => {
        const key = `${i}-${b.type}`;
        switch (b.type) {
          case 'code':
            return (
              <pre key={key} className={s.pre} data-testid="chat-code-block">
                {b.lang && <div className={s.lang}>{b.lang}</div>}
                <Button
                  className={s.copy}
                  size="small"
                  appearance="subtle"
                  icon={<Copy16Regular />}
                  aria-label={t('Copy code')}
                  onClick={() => void navigator.clipboard?.writeText(b.text)}
                />
                <code>{b.text}</code>
              </pre>
            );
          case 'heading': {
            // Answers sit inside the page: their headings start two levels down.
            const H = (['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const)[b.level - 1] ?? 'h6';
            return (
              <H key={key} className={s.heading}>
                <InlineText parts={b.inline} />
              </H>
            );
          }
          case 'list': {
            const items = b.items.map((it, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their place
              <li key={j}>
                <InlineText parts={it} />
              </li>
            ));
            return b.ordered ? (
              <ol key={key} className={s.list}>
                {items}
              </ol>
            ) : (
              <ul key={key} className={s.list}>
                {items}
              </ul>
            );
          }
          case 'quote':
            return (
              <blockquote key={key} className={s.quote}>
                <InlineText parts={b.inline} />
              </blockquote>
            );
          default:
            return (
              <p key={key} className={s.p}>
                <InlineText parts={b.inline} />
              </p>
            );
        }
      })}
    </div>
  );
});
