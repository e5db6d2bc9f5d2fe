import { Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { DocumentStore } from '../common/pageTypes.ts';
import { countText, storeFigures } from '../common/storeFigures.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column' },
  end: { alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A store's loaders, chunks and characters, short with the full number on hover (card and page header). */
export function StoreFigureList({ store, alignEnd = false }: { store: DocumentStore; alignEnd?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const figures = storeFigures(store);
  const rows = [
    [t('Loaders'), figures.loaders],
    [t('Chunks'), figures.chunks],
    [t('Characters'), figures.chars],
  ] as const;
  return rows.map(([label, n]) => (
    <span
      key={label}
      className={mergeClasses(styles.figure, alignEnd && styles.end)}
      title={countText(n).full}
    >
      <Text weight="semibold">{countText(n).short}</Text>
      <Caption1 className={styles.muted}>{label}</Caption1>
    </span>
  ));
}
