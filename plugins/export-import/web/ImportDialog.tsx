import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentArrowUp24Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { INVALID_IMPORT_FILE, parseImportFile } from '../common/exportFile.ts';
import type { ImportResult } from '../common/exportTypes.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalL,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How long the success toast shows before the page reloads with the imported data. */
const RELOAD_DELAY_MS = 1200;

/** Profile menu > Import: pick an export file (.json), import it into this workspace, reload. */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.json')) {
      setProblem('Only .json files can be imported');
      return;
    }
    let data: ReturnType<typeof parseImportFile>;
    try {
      data = parseImportFile(await file.text());
    } catch {
      notify.error(INVALID_IMPORT_FILE);
      setProblem(INVALID_IMPORT_FILE);
      return;
    }
    setImporting(true);
    try {
      await http.post<ImportResult>('/export-import/import', data);
      notify.success('Import All successful');
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (err) {
      setImporting(false);
      const message = `Failed to import: ${errorMessage(err)}`;
      notify.error(message);
      setProblem(message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !importing && onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="import-dialog">
        <DialogBody>
          <DialogTitle>{importing ? 'Importing...' : 'Import'}</DialogTitle>
          <DialogContent className={styles.body}>
            {importing ? (
              <div className={styles.progress}>
                <Spinner size="small" label="Importing data, please wait..." />
              </div>
            ) : (
              <>
                <Text>
                  Choose a file exported from a workspace (.json). Its data is added to this workspace.
                </Text>
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
            <Button appearance="secondary" onClick={onClose} disabled={importing}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              icon={<DocumentArrowUp24Regular />}
              disabled={importing}
              onClick={() => input.current?.click()}
            >
              Choose File
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
