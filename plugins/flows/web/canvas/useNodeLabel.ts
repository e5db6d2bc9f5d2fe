import { useCallback, useContext } from 'react';
import { shownLabel, useNodeText } from '../forms/NodeTextContext.tsx';
import { CanvasContext } from './CanvasContext.tsx';

/** A node's label as the canvas shows it (shownLabel): its type's label translated, the user's own as written. */
export function useNodeLabel(): (data: { name: string; label: string } | undefined) => string | undefined {
  const nt = useNodeText();
  const definitions = useContext(CanvasContext)?.definitions;
  return useCallback(
    (data) => data && shownLabel(nt, data.label, definitions?.get(data.name)?.label),
    [nt, definitions],
  );
}
