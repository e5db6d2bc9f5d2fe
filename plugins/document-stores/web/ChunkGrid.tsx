import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

/** Chunk cards side by side, as many columns as fit. */
export function ChunkGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className={useStyles().grid} aria-label={label}>
      {children}
    </section>
  );
}
