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
  return (
    <Dialog open={props.message !== null} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Workspace Switch Error</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{props.message}</Body1>
            {props.enterprise && <Body1>{CONTACT_ADMIN}</Body1>}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onLogout}>
              Logout
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
