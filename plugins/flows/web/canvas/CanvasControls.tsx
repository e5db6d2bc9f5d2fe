import { ControlButton, Controls } from '@xyflow/react';
import { Grid20Regular, Organization20Regular } from '@fluentui/react-icons';

/** Zoom, fit view and lock (the library's), plus snap to grid and auto-layout. */
export function CanvasControls({
  snap,
  onSnap,
  onLayout,
  fitViewOptions,
}: {
  fitViewOptions?: { maxZoom?: number; padding?: number };
  snap: boolean;
  onSnap(on: boolean): void;
  onLayout(): void;
}) {
  return (
    <Controls showInteractive={false} fitViewOptions={fitViewOptions}>
      <ControlButton
        onClick={() => onSnap(!snap)}
        title={snap ? 'Snap to grid: on' : 'Snap to grid: off'}
        aria-label="Snap to grid"
        aria-pressed={snap}
        style={snap ? { outline: '2px solid var(--xy-controls-button-color-hover, #888)' } : undefined}
      >
        <Grid20Regular />
      </ControlButton>
      <ControlButton onClick={onLayout} title="Auto-layout" aria-label="Auto-layout">
        <Organization20Regular />
      </ControlButton>
    </Controls>
  );
}
