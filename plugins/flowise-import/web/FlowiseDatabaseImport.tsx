import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Database24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { FlowiseImportResult } from '../common/flowiseImportTypes.ts';
import type { ImportStep } from '../common/importStep.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './flowiseImportMessages.ts';
import { ImportStepProgress } from './ImportStepProgress.tsx';
import { postFlowiseDatabase } from './postFlowiseDatabase.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  progress: { padding: `${tokens.spacingVerticalL} 0` },
  error: { color: tokens.colorPaletteRedForeground1 },
  report: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * The Import dialog's way in from the peer's database: its SQLite file, its key file
 * (encryption.key, for the credentials and MCP server headers), 2.x's api.json and a zip of its
 * storage folder (the document stores' files) posted to /import/flowise-database; every set is imported in one
 * transaction, each step shown with a progress bar as it happens, and the report lists what was
 * imported and skipped.
 */
export function FlowiseDatabaseImport({ onExisting }: { onExisting: 'skip' | 'newIds' }) {
  const t = useT();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [database, setDatabase] = useState<File | null>(null);
  const [keyFile, setKeyFile] = useState<File | null>(null);
  const [apiKeyFile, setApiKeyFile] = useState<File | null>(null);
  const [storageZip, setStorageZip] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<FlowiseImportResult | null>(null);
  const [step, setStep] = useState<ImportStep | null>(null);

  const close = () => {
    if (importing) return;
    if (result) window.location.reload();
    else setOpen(false);
  };

  const start = async () => {
    if (!database) return;
    setProblem(null);
    setStep(null);
    setImporting(true);
    const form = new FormData();
    form.append('file', database, database.name);
    if (keyFile) form.append('secretKey', keyFile, keyFile.name);
    if (apiKeyFile) form.append('apiKeys', apiKeyFile, apiKeyFile.name);
    if (storageZip) form.append('storage', storageZip, storageZip.name);
    form.append('onExisting', onExisting);
    try {
      setResult(await postFlowiseDatabase(form, setStep));
      notify.success(t('Flowise database imported'));
    } catch (err) {
      setProblem(t('Nothing was imported: {{error}}', { error: errorMessage(err) }));
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button appearance="subtle" icon={<Database24Regular />} onClick={() => setOpen(true)}>
        {t('Import a Flowise database (.sqlite)...')}
      </Button>
      <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface aria-describedby={undefined} data-testid="flowise-database-dialog">
          <DialogBody>
            <DialogTitle>
              {importing ? t('Importing...') : result ? t('Import finished') : t('Import a Flowise database')}
            </DialogTitle>
            <DialogContent className={styles.body}>
              {importing ? (
                <div className={styles.progress}>
                  <ImportStepProgress step={step} />
                </div>
              ) : result ? (
                <ul className={styles.report} data-testid="flowise-database-report">
                  {result.lines.map((line) => (
                    <li key={line}>
                      <Text>{line}</Text>
                    </li>
                  ))}
                </ul>
              ) : (
                <>
                  <Text>
                    {t(
                      'Flowise keeps its data in database.sqlite and the key of its credentials and MCP server headers in encryption.key (both in ~/.flowise by default). Everything is imported into this workspace, or nothing.',
                    )}
                  </Text>
                  <Field label={t('Database file (database.sqlite)')} required>
                    <input
                      type="file"
                      accept=".sqlite,.db,.sqlite3,application/vnd.sqlite3"
                      data-testid="flowise-database-file"
                      onChange={(e) => setDatabase(e.target.files?.[0] ?? null)}
                    />
                  </Field>
                  <Field
                    label={t(
                      'Key file (encryption.key), needed when it has credentials or MCP servers with headers: it decrypts both',
                    )}
                  >
                    <input
                      type="file"
                      data-testid="flowise-database-key"
                      onChange={(e) => setKeyFile(e.target.files?.[0] ?? null)}
                    />
                  </Field>
                  <Field label={t('API keys file (api.json), where Flowise 2.x kept its keys')}>
                    <input
                      type="file"
                      accept=".json,application/json"
                      data-testid="flowise-database-api-keys"
                      onChange={(e) => setApiKeyFile(e.target.files?.[0] ?? null)}
                    />
                  </Field>
                  <Field
                    label={t('Storage folder as a zip (document store files)')}
                    hint={t(
                      'Zip the storage folder beside database.sqlite (~/.flowise/storage): the files its document stores loaded come along.',
                    )}
                  >
                    <input
                      type="file"
                      accept=".zip,application/zip"
                      data-testid="flowise-database-storage"
                      onChange={(e) => setStorageZip(e.target.files?.[0] ?? null)}
                    />
                  </Field>
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
                  <Button appearance="secondary" onClick={close} disabled={importing}>
                    {t('Cancel')}
                  </Button>
                  <Button appearance="primary" disabled={importing || !database} onClick={() => void start()}>
                    {t('Import')}
                  </Button>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
