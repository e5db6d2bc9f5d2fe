import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { formatFlowDate } from '../formatFlowDate.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';

/**
 * A save that hit a newer version: the user picks reload (their changes go) or overwrite (the
 * other version goes). Closing keeps editing; nothing is lost without a choice.
 */
export function ConflictDialog({
  current,
  busy,
  onReload,
  onOverwrite,
  onCancel,
}: {
  current: FlowRecord | null;
  busy: boolean;
  onReload(): void;
  onOverwrite(): void;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <Dialog open={!!current} modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('This flow was changed elsewhere')}</DialogTitle>
          <DialogContent>
            {t(
              'Someone saved "{{name}}" at {{date}}, after you opened it. Reload their version (your unsaved changes are lost), or overwrite it with yours.',
              { name: current?.name, date: current ? formatFlowDate(current.updatedDate) : '' },
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {t('Keep editing')}
            </Button>
            <Button onClick={onReload} disabled={busy}>
              {t('Reload (lose mine)')}
            </Button>
            <Button appearance="primary" onClick={onOverwrite} disabled={busy}>
              {t('Overwrite')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
