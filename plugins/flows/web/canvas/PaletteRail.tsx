import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { PanelLeftExpand20Regular } from '@fluentui/react-icons';
import { ROOM } from '../../common/canvasRoom.ts';

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
  const styles = useStyles();
  return (
    <aside className={styles.root} aria-label="Add nodes">
      <Tooltip content="Show the nodes" relationship="label">
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
