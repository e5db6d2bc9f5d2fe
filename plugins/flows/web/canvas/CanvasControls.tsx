import { ControlButton, Controls, type FitViewOptions } from '@xyflow/react';
import { Grid20Regular, Organization20Regular } from '@fluentui/react-icons';
import { useT } from '../../../../host/web/i18n/i18n.ts';

/** Zoom, fit view and lock (the library's), plus snap to grid and auto-layout. */
export function CanvasControls({
  snap,
  onSnap,
  onLayout,
  fitViewOptions,
}: {
  fitViewOptions?: FitViewOptions;
  snap: boolean;
  onSnap(on: boolean): void;
  onLayout(): void;
}) {
  const t = useT();
  return (
    <Controls showInteractive={false} fitViewOptions={fitViewOptions}>
      <ControlButton
        onClick={() => onSnap(!snap)}
        title={snap ? t('Snap to grid: on') : t('Snap to grid: off')}
        aria-label={t('Snap to grid')}
        aria-pressed={snap}
        style={snap ? { outline: '2px solid var(--xy-controls-button-color-hover, #888)' } : undefined}
      >
        <Grid20Regular />
      </ControlButton>
      <ControlButton onClick={onLayout} title={t('Auto-layout')} aria-label={t('Auto-layout')}>
        <Organization20Regular />
      </ControlButton>
    </Controls>
  );
}
