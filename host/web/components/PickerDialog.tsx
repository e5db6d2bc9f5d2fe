import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../i18n/i18n.ts';
import { useSearchFilter } from './useSearchFilter.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: '2px',
    margin: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex' },
  choice: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalM,
    textAlign: 'start',
    width: '100%',
    height: '100%',
    padding: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightRegular,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** How one item shows in the grid. */
export interface PickerChoice {
  key: string;
  label: string;
  description?: string;
  icon: ReactNode;
  testId?: string;
}

export interface PickerDialogProps<T> {
  open: boolean;
  title: string;
  /** The item list's texts (translated): search box, list name, loading, no match, load failure. */
  texts: {
    search: string;
    list: string;
    loading: string;
    noMatch(search: string): string;
    failed?(error: string): string;
  };
  /** null while loading. */
  items: readonly T[] | null;
  error?: string | null;
  choice(item: T): PickerChoice;
  /** What the search matches (case-insensitive). */
  searchText(item: T): string;
  onPick(item: T): void;
  onClose(): void;
}

/**
 * The first step of adding something of a kind (a credential type, a document loader): a dialog
 * with a search box over a grid of the kinds, each a button with its icon, name and description.
 * The search starts empty each time the dialog opens.
 */
export function PickerDialog<T>(props: PickerDialogProps<T>) {
  const { open, texts, items, error } = props;
  const styles = useStyles();
  const t = useT();
  const { search, setSearch, shown } = useSearchFilter(items, props.searchText);
  useEffect(() => {
    if (open) setSearch('');
  }, [open, setSearch]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              placeholder={texts.search}
              aria-label={texts.search}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
              autoFocus
            />
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{texts.failed?.(error) ?? error}</MessageBarBody>
              </MessageBar>
            )}
            {!items && !error && <Spinner label={texts.loading} />}
            {items && shown.length === 0 && <Text className={styles.muted}>{texts.noMatch(search)}</Text>}
            <ul className={styles.grid} aria-label={texts.list}>
              {shown.map((item) => {
                const c = props.choice(item);
                return (
                  <li key={c.key} className={styles.item}>
                    <Button
                      appearance="outline"
                      className={styles.choice}
                      onClick={() => props.onPick(item)}
                      data-testid={c.testId}
                    >
                      {c.icon}
                      <span className={styles.text}>
                        <Text weight="semibold">{c.label}</Text>
                        {c.description && (
                          <Text size={200} className={styles.muted}>
                            {c.description}
                          </Text>
                        )}
                      </span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('Cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
