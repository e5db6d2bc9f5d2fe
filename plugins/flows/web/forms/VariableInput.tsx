import { Input, makeStyles, Text, Textarea, tokens, mergeClasses } from '@fluentui/react-components';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { findOpenMention, insertSuggestion } from '../../common/forms/insertSuggestion.ts';
import { filterSuggestions } from '../../common/forms/variableSuggestions.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { useFormContext } from './FormContext.tsx';
import { useNodeText } from './NodeTextContext.tsx';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'flex', flexDirection: 'column' },
  list: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 10,
    maxHeight: '240px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  group: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  placeholder?: string;
}

/**
 * Text that may hold `{{ }}` references: typing '{{' opens the suggestion list under the field,
 * filtered by what follows; arrow keys move, Enter or Tab inserts, Escape closes.
 */
export function VariableInput({ id, value, onChange, rows, placeholder }: Props) {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const { suggestions } = useFormContext();
  const listId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCursor = useRef<number | null>(null);

  const mention = cursor === null ? null : findOpenMention(value, cursor);
  const open = mention !== null && dismissedAt !== mention.start;
  const matches = open ? filterSuggestions(suggestions, mention.query) : [];
  const showList = open && matches.length > 0;
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));

  useLayoutEffect(() => {
    if (pendingCursor.current === null || !field.current) return;
    field.current.setSelectionRange(pendingCursor.current, pendingCursor.current);
    pendingCursor.current = null;
  });

  const track = () => setCursor(field.current?.selectionStart ?? null);
  const choose = (index: number) => {
    const pick = matches[index];
    if (!pick || cursor === null) return;
    const next = insertSuggestion(value, cursor, pick.value);
    pendingCursor.current = next.cursor;
    setCursor(next.cursor);
    onChange(next.text);
    field.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!showList) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(activeIndex);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDismissedAt(mention?.start ?? null);
    }
  };

  const common = {
    id,
    ref: field,
    value,
    placeholder: placeholder ?? t('Type {{ to insert a variable'),
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': showList,
    'aria-controls': showList ? listId : undefined,
    'aria-activedescendant': showList ? `${listId}-${activeIndex}` : undefined,
    onKeyDown,
    onKeyUp: (e: KeyboardEvent) => {
      if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(e.key) || !showList) track();
    },
    onClick: track,
    onBlur: () => setCursor(null),
  };
  return (
    <div className={styles.wrap}>
      {rows > 1 ? (
        <Textarea
          {...common}
          rows={rows}
          resize="vertical"
          onChange={(e, d) => {
            setCursor(e.target.selectionStart);
            setActive(0);
            onChange(d.value);
          }}
        />
      ) : (
        <Input
          {...common}
          onChange={(e, d) => {
            setCursor(e.target.selectionStart);
            setActive(0);
            onChange(d.value);
          }}
        />
      )}
      {showList && (
        <div id={listId} role="listbox" aria-label={t('Variables')} className={styles.list}>
          {matches.map((s, i) => (
            <div
              tabIndex={-1}
              key={`${s.group}:${s.value}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className={mergeClasses(styles.item, i === activeIndex && styles.active)}
              // mousedown, not click: the field must not lose its cursor first
              onMouseDown={(e) => {
                e.preventDefault();
                choose(i);
              }}
            >
              <span>{s.group === 'Node Outputs' ? nt(s.label) : s.label}</span>
              <Text size={200} className={styles.group}>
                {s.group === 'Node Outputs' ? s.description : t(s.group)}
              </Text>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
