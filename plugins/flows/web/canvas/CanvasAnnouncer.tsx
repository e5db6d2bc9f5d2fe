import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { CanvasGraph } from '../../common/canvasGraph.ts';
import { describeGraphChange } from '../../common/describeGraphChange.ts';

const useStyles = makeStyles({
  // Read by screen readers, not drawn.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * Tells screen readers what an edit did to the flow (added, deleted, connected, disconnected),
 * whichever way it was made: keyboard, mouse, undo. Moves are announced by the canvas library.
 */
export function CanvasAnnouncer({ graph }: { graph: CanvasGraph }) {
  const styles = useStyles();
  const before = useRef(graph);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const text = describeGraphChange(before.current, graph);
    before.current = graph;
    if (text) setMessage(text);
  }, [graph]);
  return (
    <div role="status" aria-live="polite" className={styles.hidden} data-testid="canvas-announcer">
      {message}
    </div>
  );
}
