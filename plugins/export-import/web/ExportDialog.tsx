import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  shorthands,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { CheckboxGroup } from '../../../host/web/components/CheckboxGroup.tsx';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { exportFileText } from '../common/exportFile.ts';
import { type ExportData, type ExportFlag, SUPPORTED_EXPORTS } from '../common/exportTypes.ts';
import { downloadText } from '../../../host/web/components/downloadText.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './exportImportMessages.ts';

const useStyles = makeStyles({
  grid: {
    ...shorthands.borderStyle('none'),
    ...shorthands.margin(0, 0, tokens.spacingVerticalM, 0),
    ...shorthands.padding(0),
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
  },
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalL,
  },
});

const ALL = new Set<ExportFlag>(SUPPORTED_EXPORTS.map((e) => e.flag));

/** Profile menu > Export: choose data types (all by default), then download ExportData.json. */
export default function ExportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const styles = useStyles();
  const [selected, setSelected] = useState<Set<ExportFlag>>(() => new Set(ALL));
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const flags = Object.fromEntries([...selected].map((f) => [f, true]));
      const data = await http.post<ExportData>('/export-import/export', flags);
      const { fileName, text } = exportFileText(data);
      downloadText(fileName, text);
      onClose();
    } catch (err) {
      notify.error(
        t('Failed to export: {{error}}', { error: errorMessage(err) || t('Internal Server Error') }),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !exporting && onClose()}>
      <DialogSurface aria-describedby={undefined} data-testid="export-dialog">
        <DialogBody>
          <DialogTitle>{exporting ? t('Exporting...') : t('Select Data to Export')}</DialogTitle>
          <DialogContent>
            {exporting ? (
              <div className={styles.progress}>
                <Spinner size="small" label={t('Exporting data, please wait...')} />
              </div>
            ) : (
              <CheckboxGroup
                className={styles.grid}
                aria-label={t('Data to export')}
                options={SUPPORTED_EXPORTS.map((e) => ({ value: e.flag, label: t(e.label) }))}
                value={selected}
                onChange={setSelected}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={exporting}>
              {t('Cancel')}
            </Button>
            <Button
              appearance="primary"
              onClick={() => void run()}
              disabled={exporting || selected.size === 0}
            >
              {t('Export')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
