import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { answerConfirm, confirmState } from '../stores/confirm.ts';

/** The one confirm dialog, driven by the confirm store (`await confirm({...})`). */
export function ConfirmDialog() {
  const s = useSnapshot(confirmState);
  return (
    <Dialog open={s.show} modalType="alert" onOpenChange={(_, d) => !d.open && answerConfirm(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{s.title}</DialogTitle>
          <DialogContent>{s.description}</DialogContent>
          <DialogActions>
            <Button onClick={() => answerConfirm(false)}>{s.cancelButtonName}</Button>
            <Button appearance="primary" id={s.customBtnId || undefined} onClick={() => answerConfirm(true)}>
              {s.confirmButtonName}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
