import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { PanelLeftExpand20Regular } from '@fluentui/react-icons';
import { ROOM } from '../../common/canvasRoom.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: {
    width: `${ROOM.rail}px`,
    flex: '0 0 auto',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    paddingTop: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The node palette folded to make room for the canvas; its button unfolds it. */
export function PaletteRail({ onShow }: { onShow(): void }) {
  const t = useT();
  const styles = useStyles();
  return (
    <aside className={styles.root} aria-label={t('Add nodes')}>
      <Tooltip content={t('Show the nodes')} relationship="label">
        <Button
          appearance="subtle"
          icon={<PanelLeftExpand20Regular />}
          onClick={onShow}
          data-testid="palette-show"
        />
      </Tooltip>
    </aside>
  );
}
