import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentArrowUp24Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { INVALID_IMPORT_FILE, parseImportFile } from '../common/exportFile.ts';
import type { ImportResult, OnExisting } from '../common/exportTypes.ts';
import { FlowiseDatabaseImport } from '../../flowise-import/public-web.ts';
import { ImportReportView } from './ImportReportView.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './exportImportMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '95vw' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalL,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Profile menu > Import: choose what happens to items that already exist, pick an export file
 * (ours or the peer's), import it into this workspace and show what was imported and skipped per
 * set; closing after an import reloads the page with the new data.
 */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [onExisting, setOnExisting] = useState<OnExisting>('skip');
  const [result, setResult] = useState<ImportResult | null>(null);

  const close = () => {
    if (importing) return;
    if (result) window.location.reload();
    else onClose();
  };

  const importFile = async (file: File) => {
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.json')) {
      setProblem(t('Only .json files can be imported'));
      return;
    }
    let data: ReturnType<typeof parseImportFile>;
    try {
      data = parseImportFile(await file.text());
    } catch {
      notify.error(t(INVALID_IMPORT_FILE));
      setProblem(t(INVALID_IMPORT_FILE));
      return;
    }
    setImporting(true);
    try {
      setResult(await http.post<ImportResult>(`/export-import/import?onExisting=${onExisting}`, data));
      notify.success(t('Import All successful'));
    } catch (err) {
      const message = t('Failed to import: {{error}}', { error: errorMessage(err) });
      notify.error(message);
      setProblem(message);
    } finally {
      setImporting(false);
    }
  };

  const title = importing ? t('Importing...') : result ? t('Import finished') : t('Import');
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface aria-describedby={undefined} data-testid="import-dialog" className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            {importing ? (
              <div className={styles.progress}>
                <Spinner size="small" label={t('Importing data, please wait...')} />
              </div>
            ) : result ? (
              <ImportReportView result={result} />
            ) : (
              <>
                <Text>
                  {t(
                    'Choose a file exported from a workspace, of this product or of Flowise (.json). Its data is added to this workspace.',
                  )}
                </Text>
                <RadioGroup
                  aria-label={t('Items that already exist here')}
                  value={onExisting}
                  onChange={(_, d) => setOnExisting(d.value as OnExisting)}
                >
                  <Text weight="semibold">{t('Items that already exist here')}</Text>
                  <Radio value="skip" label={t('Skip them (importing the same file again adds nothing)')} />
                  <Radio value="newIds" label={t('Import them as copies with new ids (references follow)')} />
                </RadioGroup>
                <FlowiseDatabaseImport onExisting={onExisting} />
                <input
                  ref={input}
                  type="file"
                  accept=".json,application/json"
                  hidden
                  data-testid="import-file"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void importFile(file);
                  }}
                />
                {problem && (
                  <Text role="alert" className={styles.error}>
                    {problem}
                  </Text>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {result ? (
              <Button appearance="primary" onClick={close}>
                {t('Done')}
              </Button>
            ) : (
              <>
                <Button appearance="secondary" onClick={onClose} disabled={importing}>
                  {t('Cancel')}
                </Button>
                <Button
                  appearance="primary"
                  icon={<DocumentArrowUp24Regular />}
                  disabled={importing}
                  onClick={() => input.current?.click()}
                >
                  {t('Choose File')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
