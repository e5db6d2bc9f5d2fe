import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { SWITCH_FAILED } from './useWorkspaceSwitch.ts';

/** Spec section 8: the enterprise edition adds this line. */
export const CONTACT_ADMIN = 'Please contact your administrator for assistance.';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Spec section 4: a failed switch shows Workspace Switch Error with Logout (blocking). */
export function WorkspaceSwitchErrorDialog(props: {
  message: string | null;
  enterprise: boolean;
  onLogout(): void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={props.message !== null} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Workspace Switch Error')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{props.message === SWITCH_FAILED ? t(SWITCH_FAILED) : props.message}</Body1>
            {props.enterprise && <Body1>{t(CONTACT_ADMIN)}</Body1>}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onLogout}>
              {t('Logout')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
