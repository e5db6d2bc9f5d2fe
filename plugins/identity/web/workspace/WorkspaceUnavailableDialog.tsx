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
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { AssignedWorkspace } from '../../../../host/common/access/index.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Spec section 4: the active workspace is not among the assigned ones: a blocking dialog asks for
 * another (or, with none left, offers only Logout).
 */
export function WorkspaceUnavailableDialog(props: {
  open: boolean;
  workspaces: readonly AssignedWorkspace[];
  switching: boolean;
  onSwitch(id: string): void;
  onLogout(): void;
}) {
  const styles = useStyles();
  const t = useT();
  const first = props.workspaces[0]?.id ?? '';
  const [chosen, setChosen] = useState(first);
  useEffect(
    () => setChosen((c) => (props.workspaces.some((w) => w.id === c) ? c : first)),
    [props.workspaces, first],
  );
  const none = props.workspaces.length === 0;
  return (
    <Dialog open={props.open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Workspace Unavailable')}</DialogTitle>
          <DialogContent className={styles.content}>
            {none ? (
              <Body1>
                {t(
                  'No workspace is assigned to you any more. Please contact your administrator for assistance.',
                )}
              </Body1>
            ) : (
              <>
                <Body1>
                  {t('Your active workspace is no longer available. Select another workspace to continue.')}
                </Body1>
                <RadioGroup
                  aria-label={t('Workspaces')}
                  value={chosen}
                  onChange={(_, d) => setChosen(d.value)}
                  disabled={props.switching}
                >
                  {props.workspaces.map((w) => (
                    <Radio key={w.id} value={w.id} label={w.name} />
                  ))}
                </RadioGroup>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onLogout} disabled={props.switching}>
              {t('Logout')}
            </Button>
            {!none && (
              <Button
                appearance="primary"
                disabled={props.switching || !chosen}
                icon={props.switching ? <Spinner size="tiny" /> : undefined}
                onClick={() => props.onSwitch(chosen)}
              >
                {t('Switch workspace')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
