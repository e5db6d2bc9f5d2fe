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
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { Conversion } from '../common/convertToV2.ts';
import './multiagentMessages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export interface ConvertResult {
  id: string;
  name: string;
  notConverted: Conversion['notConverted'];
}

/** What "Convert to Agentflow v2" made: the new flow to open, and what it could not convert. */
export function ConvertResultDialog({
  result,
  error,
  onOpen,
  onClose,
}: {
  result: ConvertResult | null;
  error: string | null;
  onOpen(id: string): void;
  onClose(): void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={result !== null || error !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={t('Convert to Agentflow v2')}>
        <DialogBody>
          <DialogTitle>{error ? t('Could not convert') : t('Converted to Agentflow v2')}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && <Body1 role="alert">{error}</Body1>}
            {result && (
              <>
                <Body1>
                  {t('A new agentflow “{{name}}” was created; this flow is unchanged.', {
                    name: result.name,
                  })}
                </Body1>
                {result.notConverted.length === 0 ? (
                  <Body1>{t('Every node was converted.')}</Body1>
                ) : (
                  <>
                    <Body1>{t('Not converted:')}</Body1>
                    <ul className={styles.list} data-testid="not-converted">
                      {result.notConverted.map((n) => (
                        <li key={n.nodeId}>
                          {n.label} ({n.nodeId}): {n.reason}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('Close')}</Button>
            {result && (
              <Button appearance="primary" onClick={() => onOpen(result.id)}>
                {t('Open the v2 flow')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
