import { Body1Strong, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ChevronDown20Regular,
  ChevronUp20Regular,
  Dismiss20Regular,
  ErrorCircle16Filled,
  Warning16Filled,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { Diagnostic } from '../../../../node-registry/flow.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { useSayRule } from './useSayRule.ts';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    right: tokens.spacingHorizontalL,
    top: tokens.spacingVerticalL,
    zIndex: 5,
    width: 'min(380px, calc(100% - 32px))',
    maxHeight: '45vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingHorizontalS,
  },
  title: { flex: '1 1 auto' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    textAlign: 'left',
    padding: tokens.spacingHorizontalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  noNode: { cursor: 'default' },
  error: { color: tokens.colorPaletteRedForeground1, flex: '0 0 auto', marginTop: '2px' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, flex: '0 0 auto', marginTop: '2px' },
  node: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  ok: { padding: tokens.spacingHorizontalM, paddingTop: 0 },
});

/**
 * Every problem of the last validation; a click on one selects and centres its node. `folded`
 * (a canvas narrowed by side panels) shows the header alone, which the user can unfold.
 */
export function ValidationPanel({
  diagnostics,
  labelOf,
  onPick,
  onClose,
  folded = false,
}: {
  diagnostics: readonly Diagnostic[];
  labelOf(nodeId: string): string;
  onPick(nodeId: string): void;
  onClose(): void;
  folded?: boolean;
}) {
  const t = useT();
  const say = useSayRule();
  const styles = useStyles();
  const [open, setOpen] = useState(!folded);
  useEffect(() => setOpen(!folded), [folded]);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return (
    <section className={styles.root} aria-label={t('Validation')} data-testid="validation-panel">
      <div className={styles.head}>
        <Body1Strong className={styles.title}>
          {diagnostics.length === 0
            ? t('No problems found')
            : `${t(errors === 1 ? '{{count}} error' : '{{count}} errors', { count: errors })}, ${t(
                warnings === 1 ? '{{count}} warning' : '{{count}} warnings',
                { count: warnings },
              )}`}
        </Body1Strong>
        <Button
          appearance="subtle"
          icon={open ? <ChevronUp20Regular /> : <ChevronDown20Regular />}
          aria-label={open ? t('Hide the problems') : t('Show the problems')}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        />
        <Button
          appearance="subtle"
          icon={<Dismiss20Regular />}
          aria-label={t('Close validation')}
          onClick={onClose}
        />
      </div>
      {open && diagnostics.length === 0 && (
        <div className={styles.ok}>{t('This flow passes every check.')}</div>
      )}
      <ul className={styles.list} hidden={!open}>
        {diagnostics.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id and the list is replaced whole
          <li key={i}>
            <button
              type="button"
              className={mergeClasses(styles.item, !d.nodeId && styles.noNode)}
              onClick={() => d.nodeId && onPick(d.nodeId)}
              data-testid="validation-item"
            >
              {d.severity === 'error' ? (
                <ErrorCircle16Filled className={styles.error} aria-label={t('Error')} />
              ) : (
                <Warning16Filled className={styles.warning} aria-label={t('Warning')} />
              )}
              <span>
                {say(d)}
                {d.nodeId && <span className={styles.node}>{labelOf(d.nodeId)}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
