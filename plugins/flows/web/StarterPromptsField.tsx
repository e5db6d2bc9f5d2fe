import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, listStyle: 'none' },
  field: { flex: '1 1 auto' },
  add: { alignSelf: 'flex-start' },
});

export interface StarterPromptsFieldProps {
  prompts: string[];
  /** Messages by row index. */
  errors: Record<number, string | undefined>;
  onChange(prompts: string[]): void;
}

/** An editable list of starter prompts: one input per prompt, remove buttons and "Add prompt". */
export function StarterPromptsField({ prompts, errors, onChange }: StarterPromptsFieldProps) {
  const styles = useStyles();
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    // After "Add prompt" the new row takes the focus, so a keyboard user types straight into it.
    if (!added.current) return;
    added.current = false;
    const inputs = list.current?.querySelectorAll('input');
    inputs?.[inputs.length - 1]?.focus();
  });
  const set = (i: number, value: string) => onChange(prompts.map((p, j) => (j === i ? value : p)));
  return (
    <>
      <ul className={styles.list} ref={list} aria-label={t('Starter prompts')}>
        {prompts.map((p, i) => (
          // Rows have no identity but their place; an index key keeps focus while typing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className={styles.row}>
            <Field
              className={styles.field}
              validationState={errors[i] ? 'error' : 'none'}
              validationMessage={errors[i]}
            >
              <Input
                aria-label={t('Starter prompt {{n}}', { n: i + 1 })}
                value={p}
                onChange={(_, d) => set(i, d.value)}
              />
            </Field>
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={t('Remove starter prompt {{n}}', { n: i + 1 })}
              onClick={() => onChange(prompts.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </ul>
      <Button
        className={styles.add}
        icon={<Add20Regular />}
        onClick={() => {
          added.current = true;
          onChange([...prompts, '']);
        }}
      >
        {t('Add prompt')}
      </Button>
    </>
  );
}
