import { makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { FieldError } from './FieldError.tsx';
import { type CodeLanguage, useCodeDiagnostics } from './useCodeDiagnostics.ts';

const useStyles = makeStyles({
  editor: {
    '& textarea': {
      fontFamily: tokens.fontFamilyMonospace,
      fontSize: tokens.fontSizeBase200,
      lineHeight: tokens.lineHeightBase300,
      tabSize: 2,
      whiteSpace: 'pre',
      overflowX: 'auto',
    },
  },
  status: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  language: CodeLanguage;
  rows?: number;
  placeholder?: string;
}

/** The language checked, by its name (the same in every language). */
const LANGUAGE_NAMES: Record<CodeLanguage, string> = { json: 'JSON', ts: 'TypeScript', js: 'JavaScript' };

/**
 * A monospace code field that shows the first syntax error as you type. Tab indents; Escape
 * then Tab leaves the field, so keyboard users are never trapped.
 */
export function CodeEditor({ id, value, onChange, language, rows = 10, placeholder }: Props) {
  const styles = useStyles();
  const t = useT();
  const { problem, checking } = useCodeDiagnostics(value, language);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    if (e.key === 'Escape') {
      el.dataset.tabOut = 'true';
      return;
    }
    if (e.key !== 'Tab' || e.shiftKey || el.dataset.tabOut === 'true') {
      delete el.dataset.tabOut;
      return;
    }
    e.preventDefault();
    const { selectionStart: s, selectionEnd: end } = el;
    const next = `${value.slice(0, s)}  ${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => el.setSelectionRange(s + 2, s + 2));
  };
  return (
    <>
      <Textarea
        id={id}
        className={styles.editor}
        rows={rows}
        resize="vertical"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        onKeyDown={onKeyDown}
        onChange={(_, d) => onChange(d.value)}
      />
      {problem ? (
        <FieldError>{problem}</FieldError>
      ) : (
        <Text size={200} className={styles.status}>
          {checking ? t('Checking…') : LANGUAGE_NAMES[language]}
        </Text>
      )}
    </>
  );
}
