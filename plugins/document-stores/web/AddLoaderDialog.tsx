import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../host/web/components/useSearchFilter.ts';
import type { ComponentDefinition } from '../common/pageTypes.ts';
import { documentStoresApi } from './documentStoresApi.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalS,
    maxHeight: '55vh',
    overflowY: 'auto',
    padding: '2px',
    margin: 0,
    listStyle: 'none',
  },
  item: { display: 'flex' },
  choice: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    height: 'auto',
    padding: tokens.spacingHorizontalM,
    justifyContent: 'flex-start',
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    width: '100%',
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground2, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const loaderText = (d: ComponentDefinition) => `${d.label} ${d.name} ${d.description}`;

/** Picks the kind of source a new loader reads (the loader components the server offers). */
export function AddLoaderDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose(): void;
  onPick(loader: ComponentDefinition): void;
}) {
  const styles = useStyles();
  const t = useT();
  const { data, error, reload } = useLoaded(() => documentStoresApi.components('loaders'));
  const { search, setSearch, shown } = useSearchFilter(data, loaderText);
  const [tried, setTried] = useState(false);
  // A failed first load is tried again when the dialog opens again.
  useEffect(() => {
    if (open && error && !tried) {
      setTried(true);
      void reload();
    }
  }, [open, error, tried, reload]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('Add document loader')}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              placeholder={t('Search loaders')}
              aria-label={t('Search loaders')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
              autoFocus
            />
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{t('Could not load the loaders: {{error}}', { error })}</MessageBarBody>
              </MessageBar>
            )}
            {!data && !error && <Spinner label={t('Loading loaders…')} />}
            {data && shown.length === 0 && (
              <Body1 className={styles.muted}>{t("No loader matches '{{search}}'.", { search })}</Body1>
            )}
            <ul className={styles.grid} aria-label={t('Loaders')}>
              {shown.map((d) => (
                <li key={d.name} className={styles.item}>
                  <Button
                    className={styles.choice}
                    onClick={() => onPick(d)}
                    data-testid={`loader-${d.name}`}
                  >
                    <PluginIcon name={d.icon} className={styles.icon} />
                    <span className={styles.text}>
                      <Body1>{d.label}</Body1>
                      <Caption1 className={styles.muted}>{d.description}</Caption1>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('Cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
