import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';

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
  card: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalM,
    textAlign: 'start',
    height: '100%',
    padding: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightRegular,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TypePickerDialogProps {
  open: boolean;
  types: CredentialDefinition[] | null;
  onClose(): void;
  onPick(type: CredentialDefinition): void;
}

/** Step one of creating a credential: a searchable grid of the credential types. */
export function TypePickerDialog({ open, types, onClose, onPick }: TypePickerDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (types ?? []).filter(
      (type) =>
        !q ||
        `${type.label} ${type.name} ${type.description ?? ''} ${type.description ? t(type.description) : ''}`
          .toLowerCase()
          .includes(q),
    );
  }, [types, search, t]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('Add credential')}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              placeholder={t('Search credential types')}
              aria-label={t('Search credential types')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            {!types && <Text>{t('Loading credential types…')}</Text>}
            {types && shown.length === 0 && (
              <Text className={styles.muted}>
                {t("No credential type matches '{{search}}'.", { search })}
              </Text>
            )}
            <ul className={styles.grid} aria-label={t('Credential types')}>
              {shown.map((type) => (
                <li key={type.name}>
                  <Button appearance="outline" className={styles.card} onClick={() => onPick(type)}>
                    <CredentialTypeIcon icon={type.icon} />
                    <span className={styles.text}>
                      <Text weight="semibold">{type.label}</Text>
                      {type.description && (
                        <Text size={200} className={styles.muted}>
                          {t(type.description)}
                        </Text>
                      )}
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
