import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Full screen: the canvas page brings its own header. */
export function CanvasLayout({ children }: { children: ReactNode }) {
  return <div className={useStyles().root}>{children}</div>;
}
