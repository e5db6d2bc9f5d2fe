import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown12Regular, ChevronRight12Regular } from '@fluentui/react-icons';
import { useState } from 'react';

const useStyles = makeStyles({
  root: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    overflowWrap: 'anywhere',
  },
  list: { listStyleType: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalL },
  toggle: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    border: 'none',
    background: 'none',
    padding: 0,
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  key: { color: tokens.colorPaletteBerryForeground2 },
  string: { color: tokens.colorPaletteGreenForeground2, whiteSpace: 'pre-wrap' },
  number: { color: tokens.colorPaletteBlueForeground2 },
  literal: { color: tokens.colorPaletteMarigoldForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Json = unknown;

function Value({ value }: { value: Json }) {
  const s = useStyles();
  if (typeof value === 'string') return <span className={s.string}>"{value}"</span>;
  if (typeof value === 'number') return <span className={s.number}>{value}</span>;
  if (value === null || typeof value === 'boolean') return <span className={s.literal}>{String(value)}</span>;
  return <span className={s.muted}>{String(value)}</span>;
}

function Entry({ name, value, depth }: { name?: string; value: Json; depth: number }) {
  const s = useStyles();
  const isBranch = typeof value === 'object' && value !== null;
  // Open the first two levels: enough to read a node's output without a click.
  const [open, setOpen] = useState(depth < 2);
  const label = name !== undefined && <span className={s.key}>{name}: </span>;
  if (!isBranch) {
    return (
      <li>
        {label}
        <Value value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, Json>);
  const [openMark, closeMark] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const summary = `${entries.length} ${Array.isArray(value) ? 'item' : 'key'}${entries.length === 1 ? '' : 's'}`;
  if (entries.length === 0) {
    return (
      <li>
        {label}
        <span className={s.muted}>
          {openMark}
          {closeMark}
        </span>
      </li>
    );
  }
  return (
    <li>
      <button type="button" className={s.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown12Regular aria-hidden /> : <ChevronRight12Regular aria-hidden />}
        {label}
        <span className={s.muted}>
          {openMark}
          {!open && ` ${summary} ${closeMark}`}
        </span>
      </button>
      {open && (
        <>
          <ul className={s.list}>
            {entries.map(([k, v]) => (
              <Entry key={k} name={k} value={v} depth={depth + 1} />
            ))}
          </ul>
          <span className={s.muted}>{closeMark}</span>
        </>
      )}
    </li>
  );
}

/**
 * A collapsible JSON viewer: objects and arrays open and close with a button (Enter/Space, Tab
 * between them), so it works from the keyboard and reads sensibly to a screen reader.
 */
export function JsonTree({ value, label, className }: { value: Json; label: string; className?: string }) {
  const s = useStyles();
  return (
    <ul className={mergeClasses(s.root, className)} aria-label={label}>
      <Entry value={value} depth={0} />
    </ul>
  );
}
